"""The Founders history in words: one line per stored action, written when it is shown.

A session event stores its action and what came of it as data (``outcome``:
names, numbers, faces, codes — see ``docs/sessions/founders.md``); this writes
the line in the current language (Qt-free: the history, Edit → Undo, the table
view and ``deskapp replay --text`` share it) from that data as stored, so nothing
in storage changes with the language. An event stored without an outcome (by an
older Card Desk, or one never performed), or with one this version cannot read (a
key missing, a value of the wrong shape), gets a short line from its action alone.

The texts keep the context ``HistoryWriter``: the Qt class that first wrote them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from deskapp.core.i18n import translate
from deskapp.systems.founders.rules import CheckResult, describe_difficulty
from deskapp.systems.founders.state import TakenCheck, contest_line
from deskapp.systems.founders.view import shown_name

Data = Mapping[str, Any]


def describe(action: Data, outcome: Data, table: object = None) -> str:
    """The history line of a Founders action from its stored outcome."""
    do = action.get("do")
    if not outcome or not isinstance(do, str):
        return _without_outcome(action)
    try:
        if do in _CONTEST_TURNS:
            return _contest_turn(do, outcome)
        line = _line(do, outcome, table)
    except (KeyError, TypeError, IndexError, ValueError):
        line = None  # an outcome this version cannot read
    return _without_outcome(action) if line is None else line


# -- checks ------------------------------------------------------------------------------


def _check(roll: Data) -> str:
    values = {
        "name": roll["leader"],
        "dice": _faces(roll["dice"]),
        "modifiers": f"{roll['modifiers']:+d}",
        "standing": _standing(roll),
    }
    if roll.get("circumstance") is not None:  # what a circumstance-creating check makes
        return translate(
            "HistoryWriter",
            "{name} rolls {dice} with {modifiers} for a check to create a circumstance: {standing}",
        ).format(**values)
    return translate(
        "HistoryWriter", "{name} rolls {dice} with {modifiers} for a check: {standing}"
    ).format(**values)


def _risky_reroll(roll: Data) -> str:
    return translate(
        "HistoryWriter",
        "{name} takes the risky reroll: {dice}, {standing}; the Director will gain "
        "1 Suspicion Point (rule F-15)",
    ).format(
        name=roll["leader"],
        dice=_faces(roll["dice"]),
        standing=_standing(roll),
    )


def _standing(roll: Data) -> str:
    """``5 against Normal 7: fails so far``: the roll that stands, before tokens."""
    automatic = roll["automatic"]
    # snake eyes and boxcars decide whatever the total: older outcomes may lack so_far
    so_far = roll["so_far"] if automatic is None else roll.get("so_far", "")
    return verdict(automatic, so_far == "success", roll["total"], roll["difficulty"])


def verdict(
    automatic: str | None, succeeds: bool, total: int, difficulty: int, *, so_far: bool = True
) -> str:
    """``9 against Normal 7: success`` (``succeeds so far`` before tokens, ``so_far``): the
    roll's total against the difficulty, where snake eyes and boxcars decide whatever it is."""
    if automatic == "snake_eyes":
        said = translate("HistoryWriter", "snake eyes, an automatic failure")
    elif automatic == "boxcars":
        said = translate("HistoryWriter", "boxcars, an automatic success")
    elif so_far:
        said = (
            translate("HistoryWriter", "succeeds so far")
            if succeeds
            else translate("HistoryWriter", "fails so far")
        )
    else:
        said = (
            translate("HistoryWriter", "success")
            if succeeds
            else translate("HistoryWriter", "failure")
        )
    return translate("HistoryWriter", "{total} against {difficulty}: {verdict}").format(
        total=total, difficulty=describe_difficulty(difficulty), verdict=said
    )


def check_line(result: CheckResult) -> str:
    """The line ``deskapp check founders`` prints: the check told as the history tells one
    taken at the table, without whose it was."""
    outcome = TakenCheck("", result, None).outcome()
    return translate("HistoryWriter", "; ").join(_taken(outcome))


def _take(taken: Data) -> str:
    pieces = _taken(taken)
    circumstance = taken["circumstance"]  # what a circumstance-creating check made or added to
    if circumstance is not None and taken["circumstance_now"] is not None:
        pieces.append(
            translate("HistoryWriter", "'{name}' is now +{value}").format(
                name=shown_name(circumstance), value=taken["circumstance_now"]
            )
        )
    return translate("HistoryWriter", "{name}'s check: {line}").format(
        name=taken["leader"], line=translate("HistoryWriter", "; ").join(pieces)
    )


def _taken(taken: Data) -> list[str]:
    """A check taken: the dice, what was added, the total against the difficulty, then each
    thing that follows from it. ``tags`` and ``assists`` are None when none was named."""
    parts = [translate("HistoryWriter", "dice {dice}").format(dice=_faces(taken["dice"]))]
    if taken["rerolled"] is not None:
        parts.append(
            translate("HistoryWriter", "risky reroll {dice}").format(dice=_faces(taken["rerolled"]))
        )
    if taken["tags"] is not None:
        parts.append(translate("HistoryWriter", "tags {n}").format(n=f"{taken['tags']:+d}"))
    if taken["assists"] is not None:
        parts.append(translate("HistoryWriter", "assists {n}").format(n=f"{taken['assists']:+d}"))
    if taken["adversity_spent"]:
        parts.append(
            translate("HistoryWriter", "adversity {n}").format(n=f"{taken['adversity_spent']:+d}")
        )
    line = translate("HistoryWriter", "{parts} = {total} against {difficulty}: {outcome}").format(
        parts=" · ".join(parts),
        total=taken["total"],
        difficulty=describe_difficulty(taken["difficulty"]),
        outcome=translate("HistoryWriter", "success")
        if taken["outcome"] == "success"
        else translate("HistoryWriter", "failure"),
    )
    if taken["automatic"] == "snake_eyes":
        line += translate(
            "HistoryWriter", " (snake eyes: automatic failure, and a bad circumstance on the scene)"
        )
    elif taken["automatic"] == "boxcars":
        line += translate(
            "HistoryWriter", " (boxcars: automatic success, and a good circumstance on the scene)"
        )
    pieces = [line]
    if taken["circumstance_value"] is not None:
        pieces.append(
            translate("HistoryWriter", "the new circumstance has value {value}").format(
                value=taken["circumstance_value"]
            )
        )
    if taken["adversity_gained"]:
        pieces.append(translate("HistoryWriter", "the Founder receives 1 Adversity Token"))
    if taken["suspicion_gained"]:
        pieces.append(translate("HistoryWriter", "the Director receives 1 Suspicion Point"))
    return pieces


# -- every other action --------------------------------------------------------------------


def _complication(card: Data, cost: int = 1) -> str:
    if cost == 1:
        return translate(
            "HistoryWriter",
            "The Director spends 1 Suspicion Point on a complication: {card} (rule F-16)",
        ).format(card=_card(card))
    return translate(
        "HistoryWriter",
        "The Director spends %n Suspicion Point(s) on a complication: {card} (rule F-16)",
        None,
        cost,
    ).format(card=_card(card))


def _complication_cost(table: object, card: Data) -> int:
    """What the complication cost by the session's table option ``complication_cost``
    (F-16): one point, or one per point of its value."""
    scenario = table.get("scenario") if isinstance(table, dict) else None
    options = scenario.get("options") if isinstance(scenario, dict) else None
    by_value = isinstance(options, dict) and options.get("complication_cost") == "value"
    return int(card["value"]) if by_value else 1


def _line(do: str, o: Data, table: object) -> str | None:
    """The line of any action but a contest's turn; None for an action this version does
    not know."""
    if do == "check":
        return _check(o)
    if do == "risky_reroll":
        return _risky_reroll(o)
    if do == "take":
        return _take(o)
    if do == "complication":
        return _complication(o, _complication_cost(table, o))
    if do == "add_circumstance":
        return translate("HistoryWriter", "New circumstance on the scene: {card}").format(
            card=_card(o)
        )
    if do == "edit_circumstance":
        return translate("HistoryWriter", "Circumstance {old} is now {new}").format(
            old=_card(o["old"]), new=_card(o["new"])
        )
    if do == "remove_circumstance":
        return translate("HistoryWriter", "Circumstance {card} leaves the scene").format(
            card=_card(o)
        )
    if do == "next_scene":
        count = o["circumstances"]
        values = {"old": shown_name(o["ended"]), "new": shown_name(o["scene"])}
        return translate(
            "HistoryWriter",
            "Scene '{old}' ends with its %n circumstance(s) (rule F-32); next scene: '{new}'",
            "",
            count,
        ).format(**values)
    if do == "new_scenario":
        return translate(
            "HistoryWriter",
            "A new scenario begins with scene '{scene}': the Director's Suspicion Points go "
            "from {before} to {after}, one per two Founders (rule F-17)",
        ).format(
            scene=shown_name(o["scene"]),
            before=o["suspicion_before"],
            after=o["suspicion"],
        )
    if do == "set_suspicion":
        return translate("HistoryWriter", "The Director's Suspicion Points set to {value}").format(
            value=o["value"]
        )
    if do == "set_adversity":
        return translate("HistoryWriter", "{name}'s Adversity Tokens set to {value}").format(
            name=o["founder"], value=o["value"]
        )
    if do == "add_consequence":
        return translate("HistoryWriter", "{name} gains the consequence {tag} {score}").format(
            name=o["founder"], tag=o["name"], score=o["score"]
        )
    if do == "remove_consequence":
        return translate("HistoryWriter", "{name} is rid of the consequence {tag} {score}").format(
            name=o["founder"], tag=o["name"], score=o["score"]
        )
    if do == "end_contest":
        if o["finished"]:
            return translate("HistoryWriter", "The contest is cleared away")
        return translate("HistoryWriter", "The contest is abandoned")
    return None


# -- contests --------------------------------------------------------------------------------

_CONTEST_TURNS = (
    "contest",
    "contest_adversity",
    "contest_risky_reroll",
    "contest_suspicion_reroll",
    "contest_pass",
)


def _contest_turn(do: str, turn: Data) -> str:
    """A contest's turn (its start included): what the side did (``founder`` who moved, None
    the Director), then where the contest stands."""
    contest = turn["contest"]
    sides = contest["sides"][:2]
    # Each side read whole, as the start's line tells it: a turn whose contest this version
    # cannot read is told by its action alone.
    rolls = [
        translate("HistoryWriter", "{name} rolls {dice}{twist}").format(
            name=_who(side["founder"]), dice=_faces(side["dice"]), twist=_twist(side["automatic"])
        )
        for side in sides
    ]
    to_move = contest["to_move"]
    winner = contest["winner"] if to_move is None else None
    now = contest_line([(side["founder"], side["total"]) for side in sides], to_move, winner)
    if do == "contest":
        first, second = rolls
        return translate(
            "HistoryWriter", "Contest (rule F-21): {first} vs {second} — {contest}"
        ).format(first=first, second=second, contest=now)
    if do == "contest_adversity":
        count = turn["count"]
        return translate(
            "HistoryWriter", "{name} spends %n Adversity Token(s) (+{count}) — {contest}", "", count
        ).format(name=_who(turn["founder"]), count=count, contest=now)
    if do == "contest_risky_reroll":
        return translate(
            "HistoryWriter",
            "{name} takes the risky reroll: {dice}{twist}; the Director gains 1 Suspicion Point "
            "(rule F-15) — {contest}",
        ).format(
            name=_who(turn["founder"]),
            dice=_faces(turn["dice"]),
            twist=_twist(turn["automatic"]),
            contest=now,
        )
    if do == "contest_suspicion_reroll":
        return translate(
            "HistoryWriter",
            "The Director spends 1 Suspicion Point to reroll: {dice}{twist} (rule F-16) — {contest}",
        ).format(dice=_faces(turn["dice"]), twist=_twist(turn["automatic"]), contest=now)
    if turn["founder"] is None:
        return translate("HistoryWriter", "the Director passes — {contest}").format(contest=now)
    return translate("HistoryWriter", "{name} passes — {contest}").format(
        name=turn["founder"], contest=now
    )


# -- pieces ----------------------------------------------------------------------------------


def _who(founder: str | None) -> str:
    return founder if founder is not None else translate("HistoryWriter", "the Director")


def _twist(automatic: str | None) -> str:
    if automatic == "snake_eyes":
        return translate("HistoryWriter", " (snake eyes)")
    if automatic == "boxcars":
        return translate("HistoryWriter", " (boxcars)")
    return ""


def _faces(faces: Any) -> str:
    """Two faces of a 2d6 roll as stored (a longer list keeps its first two)."""
    if not isinstance(faces, list | tuple):
        raise TypeError(f"faces must be a list, not {faces!r}")
    return f"{faces[0]}+{faces[1]}"


def _card(card: Data) -> str:
    """``'Fog' −2``: a circumstance as its index card reads (F-02)."""
    sign = "+" if card["kind"] == "good" else "\N{MINUS SIGN}"
    return translate("HistoryWriter", "'{name}' {value}").format(
        name=shown_name(card["name"]), value=f"{sign}{card['value']}"
    )


# -- events without an outcome -------------------------------------------------------------


def _without_outcome(action: Mapping[str, Any]) -> str:
    """What the action was, from its own fields only."""
    do = action.get("do")
    name = action.get("name", "")
    if do == "check":
        return translate("HistoryWriter", "{name}'s roll").format(name=action.get("leader", ""))
    lines = {
        "risky_reroll": translate("HistoryWriter", "the risky reroll"),
        "take": translate("HistoryWriter", "the check taken"),
        "complication": translate("HistoryWriter", "complication '{name}'"),
        "add_circumstance": translate("HistoryWriter", "new circumstance '{name}'"),
        "edit_circumstance": translate("HistoryWriter", "change to '{name}'"),
        "remove_circumstance": translate("HistoryWriter", "removal of '{name}'"),
        "next_scene": translate("HistoryWriter", "the scene's end; next scene: '{name}'"),
        "new_scenario": translate("HistoryWriter", "the new scenario"),
        "set_suspicion": translate("HistoryWriter", "Director's suspicion"),
        "set_adversity": translate("HistoryWriter", "{founder}'s adversity"),
        "add_consequence": translate("HistoryWriter", "{founder}'s consequence '{name}'"),
        "remove_consequence": translate("HistoryWriter", "{founder}'s lost consequence '{name}'"),
        "contest": translate("HistoryWriter", "contest"),
        "contest_adversity": translate("HistoryWriter", "adversity spent in the contest"),
        "contest_risky_reroll": translate("HistoryWriter", "risky reroll in the contest"),
        "contest_suspicion_reroll": translate("HistoryWriter", "the Director's reroll"),
        "contest_pass": translate("HistoryWriter", "a pass in the contest"),
        "end_contest": translate("HistoryWriter", "end of the contest"),
    }
    if do not in lines:
        return str(do or "")
    return lines[do].format(name=shown_name(str(name)), founder=action.get("founder", ""))
