"""The Founders table's actions: frozen records read from their JSON (``{"do": …}``).

Each class is one thing the table can do; :func:`~deskapp.core.play.actions.parse_action`
reads its JSON with every field checked (one line naming a bad field). The JSON
shapes are the ones stored sessions have always held, so old campaign files
still open. Tags and Founders are named, not scored: their scores are read from
the Founder and the scene when the action is performed, so a log reads like the
table. ``dice`` is optional unless the session mirrors real dice; when given it
is the two faces rolled at the table.

See ``docs/sessions/founders.md`` for every action's fields and rule IDs.
"""

from __future__ import annotations

import dataclasses
from typing import Literal

from deskapp.core.play.actions import Action
from deskapp.core.records import Record


@dataclasses.dataclass(frozen=True)
class AssistChoice(Record):
    """Another Founder helping (F-20): +2 with a relevant tag, +1 otherwise."""

    relevant: bool
    by: str | None = None


@dataclasses.dataclass(frozen=True)
class PartyChoice(Record):
    """One side of a contest (F-21): a Founder (or the Director, ``null``) and the tags they add."""

    founder: str | None = None
    helping: tuple[str, ...] = ()
    hindering: tuple[str, ...] = ()
    assists: tuple[AssistChoice, ...] = ()
    dice: tuple[int, ...] | None = None


# -- checks (F-10 … F-15, F-20, F-30, F-31) ------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class Check(Action):
    """Roll a check and leave it waiting: the table takes it or the risky reroll next."""

    KIND = "check"
    leader: str
    helping: tuple[str, ...] = ()
    hindering: tuple[str, ...] = ()
    assists: tuple[AssistChoice, ...] = ()
    difficulty: int | str = "normal"
    circumstance: str | None = None
    dice: tuple[int, ...] | None = None


@dataclasses.dataclass(frozen=True)
class RiskyReroll(Action):
    """Replace the waiting roll once, when it fails before tokens (F-15)."""

    KIND = "risky_reroll"
    dice: tuple[int, ...] | None = None


@dataclasses.dataclass(frozen=True)
class Take(Action):
    """Take the waiting check with the Adversity Tokens spent on it (F-14)."""

    KIND = "take"
    adversity: int = 0


# -- the scene and its circumstances (F-02, F-16, F-32) -------------------------------------------


@dataclasses.dataclass(frozen=True)
class Complication(Action):
    """The Director spends a Suspicion Point on a bad circumstance (F-16)."""

    KIND = "complication"
    name: str
    value: int = 1


@dataclasses.dataclass(frozen=True)
class AddCircumstance(Action):
    KIND = "add_circumstance"
    name: str
    kind: Literal["good", "bad"]
    value: int = 1


@dataclasses.dataclass(frozen=True)
class EditCircumstance(Action):
    """Rename a circumstance (``to``), set its value, or both."""

    KIND = "edit_circumstance"
    name: str
    to: str | None = None
    value: int | None = None


@dataclasses.dataclass(frozen=True)
class RemoveCircumstance(Action):
    KIND = "remove_circumstance"
    name: str


@dataclasses.dataclass(frozen=True)
class NextScene(Action):
    """The scene ends with its circumstances (F-32); a new one begins."""

    KIND = "next_scene"
    name: str


@dataclasses.dataclass(frozen=True)
class NewScenario(Action):
    """A new scenario: the Director's Suspicion starts again at one per two Founders (F-17)."""

    KIND = "new_scenario"
    scene: str = "Scene 1"


# -- corrections, to match the table -----------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class SetSuspicion(Action):
    KIND = "set_suspicion"
    value: int


@dataclasses.dataclass(frozen=True)
class SetAdversity(Action):
    KIND = "set_adversity"
    founder: str
    value: int


@dataclasses.dataclass(frozen=True)
class AddConsequence(Action):
    KIND = "add_consequence"
    founder: str
    name: str
    score: int = 1


@dataclasses.dataclass(frozen=True)
class RemoveConsequence(Action):
    KIND = "remove_consequence"
    founder: str
    name: str


# -- contests (F-14 … F-16, F-21) ----------------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class StartContest(Action):
    """Both sides roll; then the side behind moves first."""

    KIND = "contest"
    challenger: PartyChoice
    defender: PartyChoice


@dataclasses.dataclass(frozen=True)
class ContestAdversity(Action):
    KIND = "contest_adversity"
    count: int = 1


@dataclasses.dataclass(frozen=True)
class ContestRiskyReroll(Action):
    KIND = "contest_risky_reroll"
    dice: tuple[int, ...] | None = None


@dataclasses.dataclass(frozen=True)
class ContestSuspicionReroll(Action):
    KIND = "contest_suspicion_reroll"
    dice: tuple[int, ...] | None = None


@dataclasses.dataclass(frozen=True)
class ContestPass(Action):
    KIND = "contest_pass"


@dataclasses.dataclass(frozen=True)
class EndContest(Action):
    KIND = "end_contest"
