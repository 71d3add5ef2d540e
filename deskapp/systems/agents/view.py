"""What an Agents screen reads: a frozen, typed picture of the mission at one moment.

:meth:`AgentsDriver.view() <deskapp.systems.agents.driver.AgentsDriver.view>` builds it;
the screens draw from it and never reach into the state."""

from __future__ import annotations

from dataclasses import dataclass

from deskapp.core.cards import Card
from deskapp.core.i18n import translate
from deskapp.systems.agents.rules import AgentsOptions
from deskapp.systems.agents.sheet import Agent, Coordinator, Relationship
from deskapp.systems.agents.state import AgentsActionError, MissionStatus, Pending


@dataclass(frozen=True)
class AgentView:
    """One agent at the table: its cards now (None when known only by name) and its relationships."""

    name: str
    profile: Agent | None
    relations: tuple[Relationship, ...]
    """Its relationship card toward each other agent, in the mission's order (A-03, A-40)."""
    trusted_by: tuple[str, ...]
    """The other agents whose card toward it is trust: it may give them a reserve (A-42)."""

    def relation(self, toward: str) -> Relationship:
        for card in self.relations:
            if card.toward == toward:
                return card
        raise AgentsActionError(
            translate("AgentsDriver", "{agent} has no relationship card toward {toward}").format(
                agent=self.name, toward=toward
            )
        )


@dataclass(frozen=True)
class TableView:
    """Everything an Agents screen shows, as it stands now."""

    mirror: bool
    names: tuple[str, ...]
    options: AgentsOptions
    status: MissionStatus
    agents: tuple[AgentView, ...]
    coordinator: Coordinator | None
    pending: Pending | None
    success: tuple[Card, ...]
    complication: tuple[Card, ...]
    counts: tuple[tuple[str, int], ...]
    """How many cards the draw pile, the discard pile and the table (drawn) hold."""

    def agent(self, name: str) -> AgentView:
        for view in self.agents:
            if view.name == name:
                return view
        raise AgentsActionError(
            translate("AgentsDriver", "{agent} does not play in this mission").format(agent=name)
        )
