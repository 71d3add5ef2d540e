"""A stored Founders action and what came of it, read once into a typed value.

A stored event holds its action and its ``outcome`` as data (names, numbers, faces,
codes: ``docs/sessions/founders.md``); :func:`read_outcome` reads the outcome into one
frozen value per kind of action, which the history lines are written from
(:mod:`deskapp.systems.founders.describe`). An outcome this version cannot read (a key
missing, a value of the wrong shape) raises ``KeyError``, ``TypeError`` or
``ValueError``, and the line then tells the action alone. The stored format does not
change.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

Data = Mapping[str, Any]


def _faces(value: Any) -> tuple[int, int]:
    """Two faces of a 2d6 roll as stored (a longer list keeps its first two)."""
    if not isinstance(value, list | tuple):
        raise TypeError(f"faces must be a list, not {value!r}")
    if len(value) < 2:
        raise ValueError(f"a 2d6 roll has two faces, not {value!r}")
    return value[0], value[1]


@dataclass(frozen=True)
class Standing:
    """A check's roll on the table before tokens (``check``), or its risky reroll."""

    reroll: bool
    leader: str
    dice: tuple[int, int]
    automatic: str | None
    modifiers: int
    difficulty: Any
    total: int
    so_far: str
    circumstance: str | None  # what a circumstance-creating check makes or adds to

    @classmethod
    def from_json(cls, outcome: Data, reroll: bool) -> Standing:
        automatic = outcome["automatic"]
        return cls(
            reroll,
            outcome["leader"],
            _faces(outcome["dice"]),
            automatic,
            0 if reroll else outcome["modifiers"],  # a reroll's line does not name them
            outcome["difficulty"],
            outcome["total"],
            # snake eyes and boxcars decide whatever the total: older outcomes may lack it
            outcome["so_far"] if automatic is None else outcome.get("so_far", ""),
            None if reroll else outcome.get("circumstance"),
        )


@dataclass(frozen=True)
class Taken:
    """A check taken with the tokens spent (``take``)."""

    leader: str
    dice: tuple[int, int]
    rerolled: tuple[int, int] | None
    tags: int | None  # None: no tag was named
    assists: int | None  # None: nobody assisted
    adversity_spent: int
    total: int
    difficulty: Any
    succeeded: bool
    automatic: str | None
    circumstance_value: int | None
    adversity_gained: int
    suspicion_gained: int
    circumstance: str | None
    circumstance_now: int | None

    @classmethod
    def from_json(cls, outcome: Data) -> Taken:
        rerolled = outcome["rerolled"]
        circumstance = outcome["circumstance"]
        return cls(
            outcome["leader"],
            _faces(outcome["dice"]),
            None if rerolled is None else _faces(rerolled),
            outcome["tags"],
            outcome["assists"],
            outcome["adversity_spent"],
            outcome["total"],
            outcome["difficulty"],
            outcome["outcome"] == "success",
            outcome["automatic"],
            outcome["circumstance_value"],
            outcome["adversity_gained"],
            outcome["suspicion_gained"],
            circumstance,
            None if circumstance is None else outcome["circumstance_now"],
        )


@dataclass(frozen=True)
class CircumstanceCard:
    """A circumstance as its index card reads (F-02): a complication, one added or removed."""

    name: str
    good: bool
    value: Any

    @classmethod
    def from_json(cls, outcome: Data) -> CircumstanceCard:
        return cls(outcome["name"], outcome["kind"] == "good", outcome["value"])


@dataclass(frozen=True)
class Complication:
    card: CircumstanceCard


@dataclass(frozen=True)
class CircumstanceAdded:
    card: CircumstanceCard


@dataclass(frozen=True)
class CircumstanceRemoved:
    card: CircumstanceCard


@dataclass(frozen=True)
class CircumstanceEdited:
    old: CircumstanceCard
    new: CircumstanceCard


@dataclass(frozen=True)
class SceneEnded:
    """``next_scene``: the scene that ended, its circumstances counted, and the next one."""

    ended: str
    circumstances: int
    scene: str


@dataclass(frozen=True)
class ScenarioBegun:
    scene: str
    suspicion_before: int
    suspicion: int


@dataclass(frozen=True)
class SuspicionSet:
    value: int


@dataclass(frozen=True)
class AdversitySet:
    founder: str
    value: int


@dataclass(frozen=True)
class Consequence:
    """A consequence gained (``add_consequence``) or got rid of (``remove_consequence``)."""

    gained: bool
    founder: str
    name: str
    score: int


@dataclass(frozen=True)
class SideNow:
    """One side of a contest: its Founder (None: the Director), dice and total."""

    founder: str | None
    dice: tuple[int, int]
    automatic: str | None
    total: int


@dataclass(frozen=True)
class ContestNow:
    """Where a contest stands after a turn: who moves (a side's index), or who won."""

    sides: tuple[SideNow, SideNow]
    to_move: int | None
    winner: int | None

    @classmethod
    def from_json(cls, contest: Data) -> ContestNow:
        first, second = (
            SideNow(side["founder"], _faces(side["dice"]), side["automatic"], side["total"])
            for side in contest["sides"][:2]
        )
        to_move = contest["to_move"]
        return cls((first, second), to_move, contest["winner"] if to_move is None else None)


@dataclass(frozen=True)
class ContestTurn:
    """A contest's turn (its start included): what the side did, then where it stands.

    ``founder`` is who moved (None: the Director); ``count`` the Adversity Tokens spent;
    ``dice`` and ``automatic`` a reroll's."""

    do: str
    contest: ContestNow
    founder: str | None = None
    count: int = 0
    dice: tuple[int, int] = (0, 0)
    automatic: str | None = None

    @classmethod
    def from_json(cls, do: str, outcome: Data) -> ContestTurn:
        turn = cls(do, ContestNow.from_json(outcome["contest"]))
        if do in ("contest_adversity", "contest_risky_reroll", "contest_pass"):
            turn = replace(turn, founder=outcome["founder"])
        if do == "contest_adversity":
            turn = replace(turn, count=outcome["count"])
        if do in ("contest_risky_reroll", "contest_suspicion_reroll"):
            turn = replace(turn, dice=_faces(outcome["dice"]), automatic=outcome["automatic"])
        return turn


@dataclass(frozen=True)
class ContestEnded:
    finished: bool


FoundersOutcome = (
    Standing
    | Taken
    | Complication
    | CircumstanceAdded
    | CircumstanceRemoved
    | CircumstanceEdited
    | SceneEnded
    | ScenarioBegun
    | SuspicionSet
    | AdversitySet
    | Consequence
    | ContestTurn
    | ContestEnded
)

_CONTEST_TURNS = (
    "contest",
    "contest_adversity",
    "contest_risky_reroll",
    "contest_suspicion_reroll",
    "contest_pass",
)


def read_outcome(do: str, outcome: Data) -> FoundersOutcome | None:
    """The typed value of action ``do``'s stored outcome; None for an action this
    version does not know. Raises KeyError, TypeError or ValueError for an outcome
    it cannot read."""
    o = outcome
    if do in ("check", "risky_reroll"):
        return Standing.from_json(o, reroll=do == "risky_reroll")
    if do == "take":
        return Taken.from_json(o)
    if do == "complication":
        return Complication(CircumstanceCard.from_json(o))
    if do == "add_circumstance":
        return CircumstanceAdded(CircumstanceCard.from_json(o))
    if do == "remove_circumstance":
        return CircumstanceRemoved(CircumstanceCard.from_json(o))
    if do == "edit_circumstance":
        old, new = CircumstanceCard.from_json(o["old"]), CircumstanceCard.from_json(o["new"])
        return CircumstanceEdited(old, new)
    if do == "next_scene":
        return SceneEnded(o["ended"], o["circumstances"], o["scene"])
    if do == "new_scenario":
        return ScenarioBegun(o["scene"], o["suspicion_before"], o["suspicion"])
    if do == "set_suspicion":
        return SuspicionSet(o["value"])
    if do == "set_adversity":
        return AdversitySet(o["founder"], o["value"])
    if do in ("add_consequence", "remove_consequence"):
        return Consequence(do == "add_consequence", o["founder"], o["name"], o["score"])
    if do in _CONTEST_TURNS:
        return ContestTurn.from_json(do, o)
    if do == "end_contest":
        return ContestEnded(bool(o["finished"]))
    return None
