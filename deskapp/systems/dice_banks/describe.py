"""The dice-banks history in words: one line per stored action, written when it is shown.

A stored event holds its action and what came of it as data (``outcome``; see
``docs/sessions/dice_banks.md``); this writes the line in the current language, without
Qt, for the history, Edit → Undo, the table view and ``deskapp replay --text``. A roll's
outcome is read once into its typed :class:`~deskapp.systems.dice_banks.view.RollView`.

The texts keep the context ``DiceBanksScreen``, the Qt screen's that first wrote them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from deskapp.core.i18n import translate
from deskapp.core.records import RecordError
from deskapp.systems.dice_banks.view import PracticeMark, RollView
from deskapp.systems.dice_banks.words import (
    bank_title,
    damage_type_title,
    from_the_bank,
    long_status_title,
    skill_with_kind,
)


def describe(action: Mapping[str, Any], outcome: Mapping[str, Any], table: object = None) -> str:
    """One history line from a stored action and its outcome (data), in the current language.

    Dice-banks rolls are open at the table: nothing in a line is private."""
    do = action.get("do")
    try:
        if do in {"roll", "settle"}:
            return _roll_line(do, outcome)
        line = _table_line(str(do), outcome)
    except (KeyError, TypeError, RecordError):
        line = None  # an outcome this version cannot read: the action's name stands in
    return line if line is not None else str(do)


def _table_line(do: str, outcome: Mapping[str, Any]) -> str | None:
    o = outcome
    if do == "begin_conflict":
        return translate("DiceBanksScreen", "Conflict begins: round 1, every bank full")
    if do == "new_round":
        return translate("DiceBanksScreen", "Round {n}: every bank refilled (rule B-05)").format(
            n=o["round"]
        )
    if do == "end_conflict":
        rounds = o["rounds"]
        return translate("DiceBanksScreen", "Conflict ends after %n round(s)", "", rounds)
    if do == "join":
        if o["round"] is not None:
            return translate(
                "DiceBanksScreen",
                "{name} joins (Proficiency {n}), in round {round} of the conflict",
            ).format(name=o["name"], n=o["proficiency"], round=o["round"])
        return translate("DiceBanksScreen", "{name} joins (Proficiency {n})").format(
            name=o["name"], n=o["proficiency"]
        )
    if do == "remove":
        return translate("DiceBanksScreen", "{who} leaves the table").format(who=o["who"])
    if do == "extra_actions":
        count = o["count"]
        return translate(
            "DiceBanksScreen",
            "{who} has %n extra action(s) per round from abilities (rule B-04)",
            "",
            count,
        ).format(who=o["who"])
    if do == "damage":
        return translate(
            "DiceBanksScreen",
            "{who} takes {points} {type} into {scar} ({total} of {boxes}; rule B-23)",
        ).format(
            who=o["who"],
            points=o["points"],
            type=damage_type_title(o["type"]),
            scar=o["scar"],
            total=o["total"],
            boxes=o["boxes"],
        )
    if do == "practice":
        mark = PracticeMark.from_json(o["practice"])
        return translate("DiceBanksScreen", "{who}: {practice}").format(
            who=o["who"], practice=practice_text(mark)
        )
    if do == "new_scene":
        return translate(
            "DiceBanksScreen", "Scene {n}: every skill can earn its practice XP again (rule B-15)"
        ).format(n=o["scene"])
    if do == "drop_support":
        return translate("DiceBanksScreen", "The support waiting for {who} is dropped").format(
            who=o["who"]
        )
    if do == "long_start":
        if o["target"] is not None:
            return translate(
                "DiceBanksScreen", "{who} starts the long action '{title}' (target {n})"
            ).format(who=o["who"], title=o["title"], n=o["target"])
        return translate(
            "DiceBanksScreen", "{who} starts the long action '{title}' (no target)"
        ).format(who=o["who"], title=o["title"])
    if do == "long_stop":
        return translate("DiceBanksScreen", "{who} stops '{title}' at a total of {total}").format(
            **o
        )
    if do == "long_restart":
        return translate(
            "DiceBanksScreen", "{who} restarts '{title}' at a total of {total}"
        ).format(**o)
    if do == "long_interrupt":
        how = {
            "paused": translate("DiceBanksScreen", "paused; it counts when resumed"),
            "wasted": translate("DiceBanksScreen", "wasted; it still raises the penalty"),
            "lost": translate("DiceBanksScreen", "the whole long action is lost"),
        }[o["how"]]
        dice = o["dice"]
        return translate(
            "DiceBanksScreen",
            "{who}'s roll of '{title}' is interrupted: {how}. {who} enters the conflict "
            "without %n dice {from_bank} (rule B-74)",
            "",
            dice,
        ).format(
            who=o["who"],
            title=o["title"],
            how=how,
            from_bank=from_the_bank(o["bank"]),
        )
    if do == "long_close":
        return translate(
            "DiceBanksScreen", "{who} puts '{title}' away ({status}, total {total})"
        ).format(
            who=o["who"],
            title=o["title"],
            status=long_status_title(o["status"]),
            total=o["total"],
        )
    return None


def _roll_head(view: RollView) -> str:
    """Who rolls what: the declaration, one whole sentence per kind of roll."""
    dice = view.dice
    values = {
        "who": view.who,
        "skill": skill_with_kind(view.skill, view.kind, view.level),
        "bank": bank_title(view.bank),
        "dice": translate("DiceBanksScreen", "%n dice", "", dice),
    }
    if view.role == "reaction":
        head = translate("DiceBanksScreen", "{who} reacts: {skill}, {bank}, {dice}")
    elif view.role == "support":
        head = translate("DiceBanksScreen", "{who} supports {name}: {skill}, {bank}, {dice}")
        values["name"] = view.support.helps if view.support is not None else ""
    elif view.role == "long":
        head = translate("DiceBanksScreen", "{who} works on '{title}': {skill}, {bank}, {dice}")
        values["title"] = view.long.title if view.long is not None else ""
    elif view.target:
        head = translate("DiceBanksScreen", "{who} against {name}: {skill}, {bank}, {dice}")
        values["name"] = view.target
    else:
        head = translate("DiceBanksScreen", "{who}: {skill}, {bank}, {dice}")
    return head.format(**values)


def _roll_line(do: str, outcome: Mapping[str, Any]) -> str:
    """A roll as one history line: who, what, every face, successes, outcome, Power."""
    view = RollView.from_json(outcome["roll"])
    successes = view.successes
    head = _roll_head(view)
    extras = []
    if view.support_dice:
        extras.append(translate("DiceBanksScreen", "+{n} from support").format(n=view.support_dice))
    if view.burn is not None:
        if view.burn.use == "dice":
            burned = translate("DiceBanksScreen", "burns {points} of {scar} for dice")
        else:
            burned = translate("DiceBanksScreen", "burns {points} of {scar} for power")
        extras.append(burned.format(points=view.burn.points, scar=view.burn.scar))
    if view.cumulative:
        extras.append(translate("DiceBanksScreen", "−{n} cumulative").format(n=view.cumulative))
    if extras:
        head += f" ({', '.join(extras)})"
    if view.automatic_failure:
        parts = [
            translate(
                "DiceBanksScreen",
                "{head}: nothing to roll after penalties, automatic failure (rule B-02)",
            ).format(head=head)
        ]
    else:
        parts = [
            translate("DiceBanksScreen", "{head}: {faces} → {successes}").format(
                head=head,
                faces=_faces(view.rounds),
                successes=translate("DiceBanksScreen", "%n success(es)", "", successes),
            )
        ]
    if view.great_success:
        parts.append(translate("DiceBanksScreen", "great success"))
    if view.critical_failure:
        parts.append(translate("DiceBanksScreen", "CRITICAL FAILURE"))
    if view.settled and not view.critical_failure:
        result = (
            translate("DiceBanksScreen", "success")
            if view.outcome == "success"
            else translate("DiceBanksScreen", "failure")
        )
        if view.defense:
            result = translate("DiceBanksScreen", "Defense {defense}, {net} net: {outcome}").format(
                defense=view.defense, net=view.net, outcome=result
            )
        parts.append(result)
    if view.settled and view.power is not None:
        parts.append(
            translate("DiceBanksScreen", "Power {power} (Power dice {faces})").format(
                power=view.power, faces=_faces(view.power_rounds)
            )
        )
    if view.support is not None:
        bonus = view.support.bonus
        parts.append(
            translate("DiceBanksScreen", "+%n dice for {name}", "", bonus).format(
                name=view.support.helps
            )
        )
    if view.long is not None:
        long = view.long
        if long.target is not None:
            total = translate("DiceBanksScreen", "total {total} of {target}, {status}")
        else:
            total = translate("DiceBanksScreen", "total {total}, {status}")
        parts.append(
            total.format(
                total=long.total, target=long.target, status=long_status_title(long.status)
            )
        )
    # The practice XP was marked when the dice were rolled: settling does not repeat it.
    if view.practice is not None and do == "roll":
        parts.append(practice_text(view.practice))
    if view.status == "open":
        parts.append(
            translate("DiceBanksScreen", "waiting for {name}'s reactions").format(name=view.target)
        )
    if view.status == "reaction" and "answers" in outcome:
        answers = outcome["answers"]
        parts.append(
            translate("DiceBanksScreen", "reacting to {who}'s {skill}, Defense {defense}").format(
                who=answers["who"], skill=answers["skill"], defense=answers["defense"]
            )
        )
    # French puts a space before the semicolon: the separator is the language's.
    return translate("DiceBanksScreen", "; ", "between the parts of a history line").join(parts)


def practice_text(mark: PracticeMark) -> str:
    """The practice XP a roll or the GM marked, in words (B-15)."""
    if mark.granted:
        return translate("DiceBanks", "+1 practice XP in {skill} (now {n})").format(
            skill=mark.skill, n=mark.now
        )
    return translate(
        "DiceBanks", "no practice XP: {skill} earned its point this scene (rule B-15)"
    ).format(skill=mark.skill)


def _faces(rounds: tuple[tuple[int, ...], ...]) -> str:
    """Every face of a roll, each round of explosions after a ↻."""
    return " ↻ ".join(" ".join(map(str, round_)) for round_ in rounds)
