"""What the Founders table holds, as frozen values: the check waiting, the last one taken,
and the one typed view (:class:`FoundersView`) a screen reads.

Every value here is frozen; the driver replaces them as the table moves on.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from deskapp.core.i18n import SOURCE_LANGUAGE, current_language, translate
from deskapp.systems.founders.rules import (
    Automatic,
    CheckResult,
    CheckSetup,
    Faces,
    automatic,
    resolve_check,
)
from deskapp.systems.founders.scenario import ContestAction, Scenario


@dataclasses.dataclass(frozen=True)
class PendingCheck:
    """A check whose dice are on the table but not yet taken (F-14, F-15).

    ``setup`` holds the scores as they were when the dice were rolled;
    ``circumstance`` names what a circumstance-creating check makes or adds to.
    """

    leader: str
    setup: CheckSetup
    circumstance: str | None
    dice: Faces
    reroll: Faces | None = None

    @property
    def standing(self) -> Faces:
        """The dice that count: the risky reroll's once taken (F-15)."""
        return self.reroll if self.reroll is not None else self.dice

    @property
    def automatic(self) -> Automatic | None:
        """Snake eyes or boxcars on the standing dice, which no token changes (F-11, F-12)."""
        return automatic(self.standing)

    @property
    def can_reroll(self) -> bool:
        """Once, and only when the first roll fails before tokens are added (F-15)."""
        return self.reroll is None and self.setup.would_fail(self.dice)

    @property
    def total_before_tokens(self) -> int:
        """The standing dice plus tags and assists: what the table decides on."""
        return sum(self.standing) + self.setup.modifiers.total

    @property
    def succeeds_before_tokens(self) -> bool:
        """Whether the standing roll succeeds as it is (snake eyes fail, boxcars succeed)."""
        if self.automatic is not None:
            return self.automatic is Automatic.BOXCARS
        return self.total_before_tokens >= self.setup.difficulty

    def preview(self, adversity: int) -> CheckResult:
        """What taking it with ``adversity`` tokens would come to (nothing changes)."""
        return resolve_check(self.setup, self.dice, reroll=self.reroll, adversity=adversity)

    def to_json(self) -> dict[str, Any]:
        return {
            "leader": self.leader,
            "difficulty": self.setup.difficulty,
            "modifiers": self.setup.modifiers.to_json(),
            "circumstance": self.circumstance,
            "dice": list(self.dice),
            "reroll": None if self.reroll is None else list(self.reroll),
        }


@dataclasses.dataclass(frozen=True)
class TakenCheck:
    """The last check taken, kept to show its dice and outcome until the next one."""

    leader: str
    result: CheckResult
    circumstance: str | None
    circumstance_now: int | None = None  # its value after the check created or added to it

    def to_json(self) -> dict[str, Any]:
        return {
            "leader": self.leader,
            "circumstance": self.circumstance,
            "circumstance_now": self.circumstance_now,
            "difficulty": self.result.difficulty,
            "modifiers": self.result.modifiers.total,
            "adversity_spent": self.result.adversity_spent,
            **self.result.to_json(),
        }


@dataclasses.dataclass(frozen=True)
class Moment:
    """Everything the table holds at one point, apart from its mirror mode."""

    scenario: Scenario
    pending: PendingCheck | None = None
    last: TakenCheck | None = None


@dataclasses.dataclass(frozen=True)
class FoundersView:
    """The table as a screen reads it: frozen values only, and the rules' answers worked out.

    ``contest_actions`` is what the side to move may do now (empty when no contest
    is under way); ``contest_leader`` the side that would win if both passed now
    (0 the challenger, 1 the defender, None for a tie or no contest).
    """

    mirror: bool
    scenario: Scenario
    pending: PendingCheck | None
    last: TakenCheck | None
    contest_actions: frozenset[ContestAction]
    contest_leader: int | None

    @property
    def contest_under_way(self) -> bool:
        return self.scenario.contest is not None and not self.scenario.contest.finished

    @classmethod
    def of(cls, moment: Moment, mirror: bool) -> FoundersView:
        scenario = moment.scenario
        contest = scenario.contest
        return cls(
            mirror=mirror,
            scenario=scenario,
            pending=moment.pending,
            last=moment.last,
            contest_actions=scenario.contest_actions(),
            contest_leader=None if contest is None else contest.leader(scenario.options),
        )


_TWIST = re.compile(r"^(?P<who>.+)'s (?P<what>snake eyes|boxcars)(?P<number> \d+)?$")
_SCENE = re.compile(r"^Scene (?P<number>\d+)$")  # a campaign's first scene, as it is stored


def shown_name(name: str) -> str:
    """A circumstance's or a scene's name as the user reads it.

    The rules name the circumstance snake eyes or boxcars bring ``Ana's snake eyes`` (F-11,
    F-12) and store that name in English, so a session replays alike in every language and
    later actions find it by name; it is shown in the user's language until someone renames
    it. A new campaign's first scene, ``Scene 1``, is shown so too. Any other name is the
    users' own and is shown as written."""
    if current_language() == SOURCE_LANGUAGE:
        return name
    scene = _SCENE.match(name)
    if scene is not None:
        return translate("FoundersView", "Scene {number}").format(number=scene["number"])
    match = _TWIST.match(name)
    if match is None:
        return name
    who, snake_eyes = match["who"], match["what"] == "snake eyes"
    if who.casefold() == "the director":
        text = (
            translate("FoundersView", "the Director's snake eyes")
            if snake_eyes
            else translate("FoundersView", "the Director's boxcars")
        )
    elif snake_eyes:
        text = translate("FoundersView", "{name}'s snake eyes").format(name=who)
    else:
        text = translate("FoundersView", "{name}'s boxcars").format(name=who)
    return text + (match["number"] or "")
