"""What only each Founder's phone shows (issue 27): their traits, their consequences and
their Adversity tokens.

Built from :meth:`FoundersDriver.view() <deskapp.systems.founders.driver.FoundersDriver.view>`,
in the current language (the page's), as plain JSON; no Founder's part holds another's.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from deskapp.core.i18n import translate
from deskapp.core.players.projection import line
from deskapp.systems.founders.driver import FoundersDriver


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
