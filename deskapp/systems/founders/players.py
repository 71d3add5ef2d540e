"""What only each Founder's phone shows (issue 27): their traits, their consequences and
their Adversity tokens.

Built from :meth:`FoundersDriver.view() <deskapp.systems.founders.driver.FoundersDriver.view>`,
in the current language (the page's), as plain JSON; no Founder's part holds another's.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from deskapp.core.i18n import translate
from deskapp.core.players.acting import Answer, Ask, Choice, chosen_from
from deskapp.core.players.projection import line
from deskapp.systems.founders.driver import FoundersDriver

LEAD = "lead"
"""The ask of a check the Founder leads."""


def private(
    driver: FoundersDriver, table: Mapping[str, Any], events: Sequence[Mapping[str, Any]]
) -> dict[str, dict[str, Any]]:
    """Each Founder's sheet as the scenario has it now."""
    parts: dict[str, dict[str, Any]] = {}
    for founder in driver.view().scenario.founders:
        lines = [line(translate("FoundersPlayers", "Adversity tokens"), founder.adversity)]
        lines += [line(translate("FoundersPlayers", "Trait"), str(tag)) for tag in founder.traits]
        lines += [
            line(translate("FoundersPlayers", "Consequence"), str(tag))
            for tag in founder.consequences
        ]
        parts[founder.name] = {"lines": lines}
    return parts


def asks(driver: FoundersDriver, player: str) -> list[Ask]:
    """With no check waiting, a Founder asks to lead one and ticks the traits that help them
    (F-04): a request, which the GM confirms at the desk (difficulty and hindering tags are
    the GM's to add there)."""
    view = driver.view()
    founder = next((f for f in view.scenario.founders if f.name == player), None)
    if view.pending is not None or founder is None:
        return []
    traits = [(tag.name, str(tag)) for tag in founder.traits]
    return [
        Ask(
            LEAD,
            translate("FoundersPlayers", "Lead a check: which of your traits help?"),
            translate("FoundersPlayers", "Ask the game master to roll"),
            choices=tuple(Choice(name, label) for name, label in traits),
            many=True,
            request=True,
        )
    ]


def action(driver: FoundersDriver, player: str, ask: Ask, answer: Answer) -> dict[str, Any]:
    """The check the desktop rolls for this leader and these helping traits."""
    return {"do": "check", "leader": player, "helping": chosen_from(answer, ask.choices, True)}


def request_line(driver: FoundersDriver, player: str, answer: Answer) -> str:
    """What the request asks the GM, in the current language."""
    if not answer.chosen:
        return translate("FoundersPlayers", "{founder} asks to lead a check").format(founder=player)
    return translate("FoundersPlayers", "{founder} asks to lead a check helped by {traits}").format(
        founder=player, traits=", ".join(answer.chosen)
    )
