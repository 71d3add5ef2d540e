"""The Founders table as a screen reads it: the one typed view (:class:`FoundersView`) of the
driver's :class:`~deskapp.systems.founders.state.FoundersState`, and the names shown.
"""

from __future__ import annotations

import dataclasses
import re

from deskapp.core.i18n import SOURCE_LANGUAGE, current_language, translate
from deskapp.systems.founders.state import (
    ContestAction,
    FoundersState,
    PendingCheck,
    Scenario,
    TakenCheck,
)


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
    def of(cls, state: FoundersState, mirror: bool) -> FoundersView:
        scenario = state.scenario
        contest = scenario.contest
        return cls(
            mirror=mirror,
            scenario=scenario,
            pending=state.pending,
            last=state.last,
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
