"""The Founders history in words: one line per stored action, written when it is shown.

A session event stores its action and what came of it as data (``outcome``:
names, numbers, faces, codes — see ``docs/sessions/founders.md``); this writes
the line in the current language (Qt-free: the history, Edit → Undo, the table
view and ``deskapp replay --text`` share it) from the outcome read once into its typed
value (:func:`~deskapp.systems.founders.outcomes.read_outcome`), so nothing in storage
changes with the language. An event stored without an outcome (by an older Card Desk, or one
never performed) gets a short line from its action alone.

The texts keep the context ``HistoryWriter``: the Qt class that first wrote them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from deskapp.core.i18n import translate
from deskapp.systems.founders.outcomes import (
    AdversitySet,
    CircumstanceAdded,
    CircumstanceCard,
    CircumstanceEdited,
    CircumstanceRemoved,
    Complication,
    Consequence,
    ContestEnded,
    ContestNow,
    ContestTurn,
    ScenarioBegun,
    SceneEnded,
    Standing,
    SuspicionSet,
    Taken,
    read_outcome,
)
from deskapp.systems.founders.rules import CheckResult, describe_difficulty
from deskapp.systems.founders.state import contest_line
from deskapp.systems.founders.view import shown_name


def describe(action: Mapping[str, Any], outcome: Mapping[str, Any], table: object = None) -> str:
    """The history line of a Founders action from its stored outcome."""
    do = action.get("do")
    if not outcome or not isinstance(do, str):
        return _without_outcome(action)
    try:
        typed = read_outcome(do, outcome)
        if typed is None:
            return _without_outcome(action)
        return _line(typed, table)
    except (KeyError, TypeError, IndexError, ValueError):
        return _without_outcome(action)  # an outcome this version cannot read


def _line(typed: object, table: object) -> str:
    if isinstance(typed, Standing):
        return _risky_reroll(typed) if typed.reroll else _check(typed)
    if isinstance(typed, Taken):
        return _take(typed)
    if isinstance(typed, Complication):
        return _complication(typed.card, _complication_cost(table, typed.card))
    if isinstance(typed, CircumstanceAdded):
        return translate("HistoryWriter", "New circumstance on the scene: {card}").format(
            card=_card(typed.card)
        )
    if isinstance(typed, CircumstanceEdited):
        return translate("HistoryWriter", "Circumstance {old} is now {new}").format(
            old=_card(typed.old), new=_card(typed.new)
        )
    if isinstance(typed, CircumstanceRemoved):
        return translate("HistoryWriter", "Circumstance {card} leaves the scene").format(
            card=_card(typed.card)
        )
    if isinstance(typed, SceneEnded):
        return _next_scene(typed)
    if isinstance(typed, ScenarioBegun):
        return _new_scenario(typed)
    if isinstance(typed, SuspicionSet | AdversitySet | Consequence):
        return _correction(typed)
    if isinstance(typed, ContestTurn):
        return _contest_turn(typed)
    assert isinstance(typed, ContestEnded)
    if typed.finished:
        return translate("HistoryWriter", "The contest is cleared away")
    return translate("HistoryWriter", "The contest is abandoned")


# -- checks ------------------------------------------------------------------------------


def _check(roll: Standing) -> str:
    values = {
        "name": roll.leader,
        "dice": _faces(roll.dice),
        "modifiers": f"{roll.modifiers:+d}",
        "standing": _standing(roll),
    }
    if roll.circumstance is not None:
        return translate(
            "HistoryWriter",
            "{name} rolls {dice} with {modifiers} for a check to create a circumstance: {standing}",
        ).format(**values)
    return translate(
        "HistoryWriter", "{name} rolls {dice} with {modifiers} for a check: {standing}"
    ).format(**values)


def _risky_reroll(roll: Standing) -> str:
    return translate(
        "HistoryWriter",
        "{name} takes the risky reroll: {dice}, {standing}; the Director will gain "
        "1 Suspicion Point (rule F-15)",
    ).format(
        name=roll.leader,
        dice=_faces(roll.dice),
        standing=_standing(roll),
    )


def _standing(roll: Standing) -> str:
    """``5 against Normal 7: fails so far``: the roll that stands, before tokens."""
    return verdict(roll.automatic, roll.so_far == "success", roll.total, roll.difficulty)


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
    modifiers = result.modifiers
    outcome = {
        **result.to_json(),
        "leader": "",
        "difficulty": result.difficulty,
        "adversity_spent": result.adversity_spent,
        "tags": modifiers.tags if modifiers.helping or modifiers.hindering else None,
        "assists": modifiers.assist_bonus if modifiers.assists else None,
        "circumstance": None,
    }
    return translate("HistoryWriter", "; ").join(_taken(Taken.from_json(outcome)))


def _take(taken: Taken) -> str:
    pieces = _taken(taken)
    if taken.circumstance is not None and taken.circumstance_now is not None:
        pieces.append(
            translate("HistoryWriter", "'{name}' is now +{value}").format(
                name=shown_name(taken.circumstance), value=taken.circumstance_now
            )
        )
    return translate("HistoryWriter", "{name}'s check: {line}").format(
        name=taken.leader, line=translate("HistoryWriter", "; ").join(pieces)
    )


def _taken(taken: Taken) -> list[str]:
    """A check taken: the dice, what was added, the total against the difficulty, then each
    thing that follows from it."""
    parts = [translate("HistoryWriter", "dice {dice}").format(dice=_faces(taken.dice))]
    if taken.rerolled is not None:
        parts.append(
            translate("HistoryWriter", "risky reroll {dice}").format(dice=_faces(taken.rerolled))
        )
    if taken.tags is not None:
        parts.append(translate("HistoryWriter", "tags {n}").format(n=f"{taken.tags:+d}"))
    if taken.assists is not None:
        parts.append(translate("HistoryWriter", "assists {n}").format(n=f"{taken.assists:+d}"))
    if taken.adversity_spent:
        parts.append(
            translate("HistoryWriter", "adversity {n}").format(n=f"{taken.adversity_spent:+d}")
        )
    line = translate("HistoryWriter", "{parts} = {total} against {difficulty}: {outcome}").format(
        parts=" · ".join(parts),
        total=taken.total,
        difficulty=describe_difficulty(taken.difficulty),
        outcome=translate("HistoryWriter", "success")
        if taken.succeeded
        else translate("HistoryWriter", "failure"),
    )
    if taken.automatic == "snake_eyes":
        line += translate(
            "HistoryWriter", " (snake eyes: automatic failure, and a bad circumstance on the scene)"
        )
    elif taken.automatic == "boxcars":
        line += translate(
            "HistoryWriter", " (boxcars: automatic success, and a good circumstance on the scene)"
        )
    pieces = [line]
    if taken.circumstance_value is not None:
        pieces.append(
            translate("HistoryWriter", "the new circumstance has value {value}").format(
                value=taken.circumstance_value
            )
        )
    if taken.adversity_gained:
        pieces.append(translate("HistoryWriter", "the Founder receives 1 Adversity Token"))
    if taken.suspicion_gained:
        pieces.append(translate("HistoryWriter", "the Director receives 1 Suspicion Point"))
    return pieces


# -- the scene and its circumstances -----------------------------------------------------


def _complication(card: CircumstanceCard, cost: int = 1) -> str:
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


def _complication_cost(table: object, card: CircumstanceCard) -> int:
    """What the complication cost by the session's table option ``complication_cost``
    (F-16): one point, or one per point of its value."""
    scenario = table.get("scenario") if isinstance(table, dict) else None
    options = scenario.get("options") if isinstance(scenario, dict) else None
    by_value = isinstance(options, dict) and options.get("complication_cost") == "value"
    return int(card.value) if by_value else 1


def _next_scene(ended: SceneEnded) -> str:
    count = ended.circumstances
    values = {"old": shown_name(ended.ended), "new": shown_name(ended.scene)}
    return translate(
        "HistoryWriter",
        "Scene '{old}' ends with its %n circumstance(s) (rule F-32); next scene: '{new}'",
        "",
        count,
    ).format(**values)


def _new_scenario(begun: ScenarioBegun) -> str:
    return translate(
        "HistoryWriter",
        "A new scenario begins with scene '{scene}': the Director's Suspicion Points go "
        "from {before} to {after}, one per two Founders (rule F-17)",
    ).format(
        scene=shown_name(begun.scene),
        before=begun.suspicion_before,
        after=begun.suspicion,
    )


# -- corrections ---------------------------------------------------------------------------


def _correction(typed: SuspicionSet | AdversitySet | Consequence) -> str:
    if isinstance(typed, SuspicionSet):
        return translate("HistoryWriter", "The Director's Suspicion Points set to {value}").format(
            value=typed.value
        )
    if isinstance(typed, AdversitySet):
        return translate("HistoryWriter", "{name}'s Adversity Tokens set to {value}").format(
            name=typed.founder, value=typed.value
        )
    if typed.gained:
        return translate("HistoryWriter", "{name} gains the consequence {tag} {score}").format(
            name=typed.founder, tag=typed.name, score=typed.score
        )
    return translate("HistoryWriter", "{name} is rid of the consequence {tag} {score}").format(
        name=typed.founder, tag=typed.name, score=typed.score
    )


# -- contests --------------------------------------------------------------------------------


def _contest_turn(turn: ContestTurn) -> str:
    contest = _contest_now(turn.contest)
    if turn.do == "contest":
        first, second = (
            translate("HistoryWriter", "{name} rolls {dice}{twist}").format(
                name=_who(side.founder), dice=_faces(side.dice), twist=_twist(side.automatic)
            )
            for side in turn.contest.sides
        )
        return translate(
            "HistoryWriter", "Contest (rule F-21): {first} vs {second} — {contest}"
        ).format(first=first, second=second, contest=contest)
    if turn.do == "contest_adversity":
        count = turn.count
        return translate(
            "HistoryWriter", "{name} spends %n Adversity Token(s) (+{count}) — {contest}", "", count
        ).format(name=_who(turn.founder), count=count, contest=contest)
    if turn.do == "contest_risky_reroll":
        return translate(
            "HistoryWriter",
            "{name} takes the risky reroll: {dice}{twist}; the Director gains 1 Suspicion Point "
            "(rule F-15) — {contest}",
        ).format(
            name=_who(turn.founder),
            dice=_faces(turn.dice),
            twist=_twist(turn.automatic),
            contest=contest,
        )
    if turn.do == "contest_suspicion_reroll":
        return translate(
            "HistoryWriter",
            "The Director spends 1 Suspicion Point to reroll: {dice}{twist} (rule F-16) — {contest}",
        ).format(dice=_faces(turn.dice), twist=_twist(turn.automatic), contest=contest)
    if turn.founder is None:
        return translate("HistoryWriter", "the Director passes — {contest}").format(contest=contest)
    return translate("HistoryWriter", "{name} passes — {contest}").format(
        name=turn.founder, contest=contest
    )


def _contest_now(contest: ContestNow) -> str:
    """``Ana 8 vs the Director 10: Ana to move``: each side's total, who moves or won."""
    sides = [(side.founder, side.total) for side in contest.sides]
    return contest_line(sides, contest.to_move, contest.winner)


# -- pieces ----------------------------------------------------------------------------------


def _who(founder: str | None) -> str:
    return founder if founder is not None else translate("HistoryWriter", "the Director")


def _twist(automatic: str | None) -> str:
    if automatic == "snake_eyes":
        return translate("HistoryWriter", " (snake eyes)")
    if automatic == "boxcars":
        return translate("HistoryWriter", " (boxcars)")
    return ""


def _faces(faces: tuple[int, int]) -> str:
    return f"{faces[0]}+{faces[1]}"


def _card(card: CircumstanceCard) -> str:
    """``'Fog' −2``: a circumstance as its index card reads (F-02)."""
    sign = "+" if card.good else "\N{MINUS SIGN}"
    return translate("HistoryWriter", "'{name}' {value}").format(
        name=shown_name(card.name), value=f"{sign}{card.value}"
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
