"""What the whole table sees of a scenario (issue 27): the players' phones and the big screen.

The dice of the check on the table (or of the last one taken), who rolled them, the traits
that helped and where it stands; the scene and its circumstances, the Director's Suspicion;
each Founder's Adversity tokens. Plain JSON in the current language
(:data:`deskapp.core.players.projection.PublicView`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from deskapp.core.i18n import translate
from deskapp.core.players.projection import line
from deskapp.systems.founders.describe import verdict
from deskapp.systems.founders.driver import FoundersDriver
from deskapp.systems.founders.view import shown_name


def public(
    driver: FoundersDriver, table: Mapping[str, Any], in_effect: Sequence[Mapping[str, Any]]
) -> dict[str, Any]:
    view = driver.view()
    scenario = view.scenario
    state = [line(translate("FoundersPublic", "Scene"), shown_name(scenario.scene.name))]
    circumstances = " · ".join(
        f"{shown_name(name)} {value}"
        for name, value in (
            circumstance.index_card() for circumstance in scenario.scene.circumstances
        )
    )
    if circumstances:
        state.append(line(translate("FoundersPublic", "Circumstances"), circumstances))
    state.append(line(translate("FoundersPublic", "Suspicion"), scenario.director.suspicion))
    numbers = [
        {
            "name": founder.name,
            "lines": [line(translate("FoundersPlayers", "Adversity tokens"), founder.adversity)],
        }
        for founder in scenario.founders
    ]
    helping: list[str] = next(
        (
            event["action"].get("helping", [])
            for event in reversed(in_effect)
            if event.get("action", {}).get("do") == "check"
        ),
        [],
    )
    # The check on the table as it stands before tokens, else the last one taken.
    if view.pending is not None:
        shown = (view.pending.leader, view.pending.preview(0), True)
    elif view.last is not None:
        shown = (view.last.leader, view.last.result, False)
    else:
        return {"state": state, "numbers": numbers, "last": None}
    who, result, so_far = shown
    last = {
        "who": who,
        "dice": list(result.standing),
        "result": verdict(
            result.automatic, result.succeeded, result.total, result.difficulty, so_far=so_far
        ),
        "what": " · ".join(shown_name(name) for name in helping),
        "sides": 6,
    }
    return {"state": state, "numbers": numbers, "last": last}
