"""The Founders history in words: one line per stored action, written when it is shown.

A session event stores its action and what came of it as data (``outcome``:
names, numbers, faces, codes — see ``docs/sessions/founders.md``); this writes
the line in the current language (Qt-free: the history, Edit → Undo, the table
view and ``deskapp replay --text`` share it), so nothing in storage changes with
the language. An event stored without an outcome (by an older Card Desk, or one
never performed) gets a short line from its action alone.

The texts keep the context ``HistoryWriter``: the Qt class that first wrote them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from deskapp.core.i18n import translate
from deskapp.systems.founders.rules import describe_difficulty
from deskapp.systems.founders.view import shown_name


def describe(action: Mapping[str, Any], outcome: Mapping[str, Any], table: object = None) -> str:
    """The history line of a Founders action from its stored outcome."""
    do = action.get("do")
    write = _WRITERS.get(do) if isinstance(do, str) else None
    if not outcome or write is None:
        return _without_outcome(action)
    try:
        if do == "complication":
            return _complication(outcome, _complication_cost(table, outcome))
        return write(outcome)
    except (KeyError, TypeError, IndexError, ValueError):
        return _without_outcome(action)  # an outcome this version cannot read


# -- checks ------------------------------------------------------------------------------


def _check(outcome: Mapping[str, Any]) -> str:
    values = {
        "name": outcome["leader"],
        "dice": _faces(outcome["dice"]),
        "modifiers": f"{outcome['modifiers']:+d}",
        "standing": _standing(outcome),
    }
    if outcome.get("circumstance") is not None:
        return translate(
            "HistoryWriter",
            "{name} rolls {dice} with {modifiers} for a check to create a circumstance: {standing}",
        ).format(**values)
    return translate(
        "HistoryWriter", "{name} rolls {dice} with {modifiers} for a check: {standing}"
    ).format(**values)


def _risky_reroll(outcome: Mapping[str, Any]) -> str:
    return translate(
        "HistoryWriter",
        "{name} takes the risky reroll: {dice}, {standing}; the Director will gain "
        "1 Suspicion Point (rule F-15)",
    ).format(
        name=outcome["leader"],
        dice=_faces(outcome["dice"]),
        standing=_standing(outcome),
    )


def _standing(outcome: Mapping[str, Any]) -> str:
    """``5 against Normal 7: fails so far``: the roll that stands, before tokens."""
    if outcome["automatic"] == "snake_eyes":
        verdict = translate("HistoryWriter", "snake eyes, an automatic failure")
    elif outcome["automatic"] == "boxcars":
        verdict = translate("HistoryWriter", "boxcars, an automatic success")
    elif outcome["so_far"] == "success":
        verdict = translate("HistoryWriter", "succeeds so far")
    else:
        verdict = translate("HistoryWriter", "fails so far")
    return translate("HistoryWriter", "{total} against {difficulty}: {verdict}").format(
        total=outcome["total"],
        difficulty=describe_difficulty(outcome["difficulty"]),
        verdict=verdict,
    )


def _take(outcome: Mapping[str, Any]) -> str:
    parts = [translate("HistoryWriter", "dice {dice}").format(dice=_faces(outcome["dice"]))]
    if outcome["rerolled"] is not None:
        parts.append(
            translate("HistoryWriter", "risky reroll {dice}").format(
                dice=_faces(outcome["rerolled"])
            )
        )
    if outcome["tags"] is not None:
        parts.append(translate("HistoryWriter", "tags {n}").format(n=f"{outcome['tags']:+d}"))
    if outcome["assists"] is not None:
        parts.append(translate("HistoryWriter", "assists {n}").format(n=f"{outcome['assists']:+d}"))
    if outcome["adversity_spent"]:
        parts.append(
            translate("HistoryWriter", "adversity {n}").format(n=f"{outcome['adversity_spent']:+d}")
        )
    line = translate("HistoryWriter", "{parts} = {total} against {difficulty}: {outcome}").format(
        parts=" · ".join(parts),
        total=outcome["total"],
        difficulty=describe_difficulty(outcome["difficulty"]),
        outcome=translate("HistoryWriter", "success")
        if outcome["outcome"] == "success"
        else translate("HistoryWriter", "failure"),
    )
    if outcome["automatic"] == "snake_eyes":
        line += translate(
            "HistoryWriter", " (snake eyes: automatic failure, and a bad circumstance on the scene)"
        )
    elif outcome["automatic"] == "boxcars":
        line += translate(
            "HistoryWriter", " (boxcars: automatic success, and a good circumstance on the scene)"
        )
    pieces = [line]
    if outcome["circumstance_value"] is not None:
        pieces.append(
            translate("HistoryWriter", "the new circumstance has value {value}").format(
                value=outcome["circumstance_value"]
            )
        )
    if outcome["adversity_gained"]:
        pieces.append(translate("HistoryWriter", "the Founder receives 1 Adversity Token"))
    if outcome["suspicion_gained"]:
        pieces.append(translate("HistoryWriter", "the Director receives 1 Suspicion Point"))
    if outcome["circumstance"] is not None and outcome["circumstance_now"] is not None:
        pieces.append(
            translate("HistoryWriter", "'{name}' is now +{value}").format(
                name=shown_name(outcome["circumstance"]), value=outcome["circumstance_now"]
            )
        )
    return translate("HistoryWriter", "{name}'s check: {line}").format(
        name=outcome["leader"], line=translate("HistoryWriter", "; ").join(pieces)
    )


# -- the scene and its circumstances -----------------------------------------------------


def _complication(outcome: Mapping[str, Any], cost: int = 1) -> str:
    if cost == 1:
        return translate(
            "HistoryWriter",
            "The Director spends 1 Suspicion Point on a complication: {card} (rule F-16)",
        ).format(card=_card(outcome))
    return translate(
        "HistoryWriter",
        "The Director spends %n Suspicion Point(s) on a complication: {card} (rule F-16)",
        None,
        cost,
    ).format(card=_card(outcome))


def _complication_cost(table: object, outcome: Mapping[str, Any]) -> int:
    """What the complication cost by the session's table option ``complication_cost``
    (F-16): one point, or one per point of its value."""
    scenario = table.get("scenario") if isinstance(table, dict) else None
    options = scenario.get("options") if isinstance(scenario, dict) else None
    by_value = isinstance(options, dict) and options.get("complication_cost") == "value"
    return int(outcome["value"]) if by_value else 1


def _add_circumstance(outcome: Mapping[str, Any]) -> str:
    return translate("HistoryWriter", "New circumstance on the scene: {card}").format(
        card=_card(outcome)
    )


def _edit_circumstance(outcome: Mapping[str, Any]) -> str:
    return translate("HistoryWriter", "Circumstance {old} is now {new}").format(
        old=_card(outcome["old"]), new=_card(outcome["new"])
    )


def _remove_circumstance(outcome: Mapping[str, Any]) -> str:
    return translate("HistoryWriter", "Circumstance {card} leaves the scene").format(
        card=_card(outcome)
    )


def _next_scene(outcome: Mapping[str, Any]) -> str:
    count = outcome["circumstances"]
    values = {"old": shown_name(outcome["ended"]), "new": shown_name(outcome["scene"])}
    return translate(
        "HistoryWriter",
        "Scene '{old}' ends with its %n circumstance(s) (rule F-32); next scene: '{new}'",
        "",
        count,
    ).format(**values)


def _new_scenario(outcome: Mapping[str, Any]) -> str:
    return translate(
        "HistoryWriter",
        "A new scenario begins with scene '{scene}': the Director's Suspicion Points go "
        "from {before} to {after}, one per two Founders (rule F-17)",
    ).format(
        scene=shown_name(outcome["scene"]),
        before=outcome["suspicion_before"],
        after=outcome["suspicion"],
    )


# -- corrections ---------------------------------------------------------------------------


def _set_suspicion(outcome: Mapping[str, Any]) -> str:
    return translate("HistoryWriter", "The Director's Suspicion Points set to {value}").format(
        value=outcome["value"]
    )


def _set_adversity(outcome: Mapping[str, Any]) -> str:
    return translate("HistoryWriter", "{name}'s Adversity Tokens set to {value}").format(
        name=outcome["founder"], value=outcome["value"]
    )


def _add_consequence(outcome: Mapping[str, Any]) -> str:
    return translate("HistoryWriter", "{name} gains the consequence {tag} {score}").format(
        name=outcome["founder"], tag=outcome["name"], score=outcome["score"]
    )


def _remove_consequence(outcome: Mapping[str, Any]) -> str:
    return translate("HistoryWriter", "{name} is rid of the consequence {tag} {score}").format(
        name=outcome["founder"], tag=outcome["name"], score=outcome["score"]
    )


# -- contests --------------------------------------------------------------------------------


def _contest(outcome: Mapping[str, Any]) -> str:
    rolls = [
        translate("HistoryWriter", "{name} rolls {dice}{twist}").format(
            name=_who(side["founder"]),
            dice=_faces(side["dice"]),
            twist=_twist(side["automatic"]),
        )
        for side in outcome["contest"]["sides"]
    ]
    return translate(
        "HistoryWriter", "Contest (rule F-21): {first} vs {second} — {contest}"
    ).format(first=rolls[0], second=rolls[1], contest=_contest_now(outcome["contest"]))


def _contest_adversity(outcome: Mapping[str, Any]) -> str:
    count = outcome["count"]
    return translate(
        "HistoryWriter", "{name} spends %n Adversity Token(s) (+{count}) — {contest}", "", count
    ).format(
        name=_who(outcome["founder"]),
        count=count,
        contest=_contest_now(outcome["contest"]),
    )


def _contest_risky_reroll(outcome: Mapping[str, Any]) -> str:
    return translate(
        "HistoryWriter",
        "{name} takes the risky reroll: {dice}{twist}; the Director gains 1 Suspicion Point "
        "(rule F-15) — {contest}",
    ).format(
        name=_who(outcome["founder"]),
        dice=_faces(outcome["dice"]),
        twist=_twist(outcome["automatic"]),
        contest=_contest_now(outcome["contest"]),
    )


def _contest_suspicion_reroll(outcome: Mapping[str, Any]) -> str:
    return translate(
        "HistoryWriter",
        "The Director spends 1 Suspicion Point to reroll: {dice}{twist} (rule F-16) — {contest}",
    ).format(
        dice=_faces(outcome["dice"]),
        twist=_twist(outcome["automatic"]),
        contest=_contest_now(outcome["contest"]),
    )


def _contest_pass(outcome: Mapping[str, Any]) -> str:
    if outcome["founder"] is None:
        return translate("HistoryWriter", "the Director passes — {contest}").format(
            contest=_contest_now(outcome["contest"])
        )
    return translate("HistoryWriter", "{name} passes — {contest}").format(
        name=outcome["founder"], contest=_contest_now(outcome["contest"])
    )


def _end_contest(outcome: Mapping[str, Any]) -> str:
    if outcome["finished"]:
        return translate("HistoryWriter", "The contest is cleared away")
    return translate("HistoryWriter", "The contest is abandoned")


def _contest_now(contest: Mapping[str, Any]) -> str:
    """``Ana 8 vs the Director 10: Ana to move``: each side's total, who moves or won."""
    sides = contest["sides"]
    line = translate("HistoryWriter", "{first} {first_total} vs {second} {second_total}").format(
        first=_who(sides[0]["founder"]),
        first_total=sides[0]["total"],
        second=_who(sides[1]["founder"]),
        second_total=sides[1]["total"],
    )
    if contest["to_move"] is not None:
        mover = sides[contest["to_move"]]["founder"]
        if mover is None:  # French says "au Directeur", not "à le Directeur"
            return translate("HistoryWriter", "{line}: the Director to move").format(line=line)
        return translate("HistoryWriter", "{line}: {name} to move").format(line=line, name=mover)
    if contest["winner"] is None:
        return translate("HistoryWriter", "{line}: a tie, nobody wins").format(line=line)
    return translate("HistoryWriter", "{line}: {name} wins").format(
        line=line, name=_who(sides[contest["winner"]]["founder"])
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


def _faces(faces: list[int]) -> str:
    return f"{faces[0]}+{faces[1]}"


def _card(circumstance: Mapping[str, Any]) -> str:
    """``'Fog' −2``: a circumstance as its index card reads (F-02)."""
    sign = "+" if circumstance["kind"] == "good" else "\N{MINUS SIGN}"
    return translate("HistoryWriter", "'{name}' {value}").format(
        name=shown_name(circumstance["name"]), value=f"{sign}{circumstance['value']}"
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


_WRITERS: dict[str, Callable[[Mapping[str, Any]], str]] = {
    "check": _check,
    "risky_reroll": _risky_reroll,
    "take": _take,
    "complication": _complication,
    "add_circumstance": _add_circumstance,
    "edit_circumstance": _edit_circumstance,
    "remove_circumstance": _remove_circumstance,
    "next_scene": _next_scene,
    "new_scenario": _new_scenario,
    "set_suspicion": _set_suspicion,
    "set_adversity": _set_adversity,
    "add_consequence": _add_consequence,
    "remove_consequence": _remove_consequence,
    "contest": _contest,
    "contest_adversity": _contest_adversity,
    "contest_risky_reroll": _contest_risky_reroll,
    "contest_suspicion_reroll": _contest_suspicion_reroll,
    "contest_pass": _contest_pass,
    "end_contest": _end_contest,
}
