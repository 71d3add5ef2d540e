"""An agent's aspect cards (A-02): text, kind and exhausted state, with the limit of ten.

The sheet holds 1 to 10 aspects of the agent's own (ordinary or special) plus
whatever negative and permanent limiting aspects play has given it; those do
not count toward the ten. Temporary aspects last one test (A-15) and equipment
aspects live on equipment cards (A-17), so neither kind is offered here.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtWidgets import QVBoxLayout, QWidget

from deskapp.core.errors import UserError
from deskapp.systems.agents.sheet import (
    MAX_OWN_ASPECTS,
    MIN_OWN_ASPECTS,
    Agent,
    Aspect,
    AspectKind,
    Equipment,
    names_match,
)
from deskapp.systems.agents.ui.icons import KIND_COLOURS, kind_icon
from deskapp.systems.agents.ui.screen_widgets import cite
from deskapp.ui.editors.columns import CheckColumn, ChoiceColumn, Option, TextColumn
from deskapp.ui.editors.field_lists import field_list
from deskapp.ui.editors.lists import Wording
from deskapp.ui.editors.tables import SheetEditor
from deskapp.ui.plain import plain_label

# The kinds an agent's sheet keeps, in the order the drop-downs offer them.
SHEET_KINDS = (AspectKind.ORDINARY, AspectKind.SPECIAL, AspectKind.NEGATIVE, AspectKind.LIMITING)


class AspectsTab(QWidget):
    """The aspect table with its entry row, and how many of the ten own aspects are used."""

    def __init__(self, editor: SheetEditor) -> None:
        super().__init__(editor)
        self.setObjectName("aspects_tab")

        kinds = self._kind_options()
        self.panel = field_list(
            editor,
            self._with_aspects,
            (
                TextColumn(
                    "text",
                    self.tr("Aspect"),
                    self.tr(
                        "An aspect (A-02): describe it in a test for one more card (A-10). "
                        "Double-click or F2 to rewrite it."
                    ),
                ),
                ChoiceColumn(
                    "kind",
                    self.tr("Kind"),
                    self.tr("What kind of aspect it is (A-02); pick another to change it."),
                    options=kinds,
                ),
                CheckColumn(
                    "exhausted",
                    self.tr("Exhausted"),
                    self.tr(
                        "Exhausted for an advantage (A-11) or a disadvantage (A-12): still "
                        "usable for its card, but not exhausted again until restored (A-13, A-22)."
                    ),
                    on=self.tr("Exhaust aspect '{name}'"),
                    off=self.tr("Restore aspect '{name}'"),
                ),
            ),
            Wording(
                what=self.tr("aspect"),
                placeholder=self.tr("New aspect, e.g. Sees ghosts"),
                hint=self.tr("No aspects yet: type one below and press Enter."),
                add=self.tr("Add aspect '{name}'"),
                remove=self.tr("Remove aspect '{name}'"),
                rename=self.tr("Rewrite aspect '{name}' as '{new}'"),
                move_up=self.tr("Move aspect '{name}' up"),
                move_down=self.tr("Move aspect '{name}' down"),
                duplicate=self.tr("This agent already has the aspect '{name}'."),
                unnamed=self.tr("An aspect needs its text."),
            ),
            lambda text, values: Aspect(text, values["kind"]),
            names_match=names_match,
            dimmed=lambda aspect: aspect.exhausted,
            entry=["kind"],
            problem_line=False,  # said above the tabs, as for the reserves
            parent=self,
        )
        self.table = self.panel.model
        self.new_kind = self.panel.entry_fields["kind"]
        self.new_kind.setObjectName("new_aspect_kind")
        self.new_kind.setToolTip(self.tr("The kind the new aspect gets (A-02)"))
        self.panel.setObjectName("aspects")
        self.panel.refused.connect(editor.refuse)
        self.count = plain_label(self)
        self.count.setObjectName("own_aspect_count")
        self.count.setToolTip(
            self.tr(
                "Rule A-02: an agent has 1 to 10 aspects of its own (ordinary or special). "
                "Negative and permanent limiting aspects, relationships and equipment do "
                "not count toward them."
            )
        )
        cite(self.count, "A-02")

        layout = QVBoxLayout(self)
        layout.addWidget(self.panel, 1)
        layout.addWidget(self.count)

    def _kind_options(self) -> tuple[Option, ...]:
        """The aspect kinds a sheet keeps, each with its word, mark and rule."""
        words = {
            AspectKind.ORDINARY: (
                self.tr("Ordinary"),
                self.tr(
                    "Ordinary aspect (A-02): one of the agent's own. Describe it for one more "
                    "card (A-10); exhaust it for an advantage (A-11)."
                ),
                self.tr("Make aspect '{name}' ordinary"),
            ),
            AspectKind.SPECIAL: (
                self.tr("Special"),
                self.tr(
                    "Special aspect (A-02): usually a paranormal ability. Using it costs a "
                    "reserve (A-15); only reserves restore it, one each (A-22)."
                ),
                self.tr("Make aspect '{name}' special"),
            ),
            AspectKind.NEGATIVE: (
                self.tr("Negative"),
                self.tr(
                    "Negative aspect (A-19): given by the Coordinator, e.g. an injury. The "
                    "Coordinator exhausts it for a disadvantage (A-12). Not one of the ten."
                ),
                self.tr("Make aspect '{name}' negative"),
            ),
            AspectKind.LIMITING: (
                self.tr("Permanent limiting"),
                self.tr(
                    "Permanent limiting aspect (A-23): a strengthened negative aspect that "
                    "cannot be removed the usual way. Not one of the ten."
                ),
                self.tr("Make aspect '{name}' permanent limiting"),
            ),
        }
        return tuple(
            Option(kind, label, kind_icon(kind), KIND_COLOURS[kind], tip, chosen)
            for kind in SHEET_KINDS
            for label, tip, chosen in (words[kind],)
        )

    def show_agent(self, agent: Agent) -> None:
        self.panel.show_items(agent.aspects)
        own = agent.own_aspect_count
        if own >= MAX_OWN_ASPECTS:
            self.count.setText(
                self.tr("Own aspects: {count} of {most} — the most an agent can have.").format(
                    count=own, most=MAX_OWN_ASPECTS
                )
            )
        else:
            self.count.setText(
                self.tr("Own aspects: {count} of {most}.").format(count=own, most=MAX_OWN_ASPECTS)
            )

    def _with_aspects(self, agent: Agent, aspects: tuple[Aspect, ...]) -> Agent:
        """The agent with these aspects, its equipment fitting them as rewritten; refused
        when they leave it too many or too few of its own (A-02)."""
        own = sum(aspect.kind.is_own for aspect in aspects)
        if own > MAX_OWN_ASPECTS:
            raise UserError(
                self.tr(
                    "An agent has at most {most} aspects of its own, ordinary or special "
                    "(A-02). Remove one first, or make this one negative."
                ).format(most=MAX_OWN_ASPECTS)
            )
        if own < MIN_OWN_ASPECTS:
            raise UserError(
                self.tr(
                    "An agent needs at least {least} aspect of its own, ordinary or special "
                    "(A-02). Add another before this one goes."
                ).format(least=MIN_OWN_ASPECTS)
            )
        equipment = _renamed_fits(agent, aspects)
        return dataclasses.replace(agent, aspects=aspects, equipment=equipment)


def _renamed_fits(agent: Agent, aspects: tuple[Aspect, ...]) -> tuple[Equipment, ...]:
    """The equipment cards with a rewritten aspect rewritten where they name it (A-17).

    An aspect is rewritten when its old text is gone and another text stands in
    its place; a move keeps every text, so it renames nothing.
    """
    if len(aspects) != len(agent.aspects):
        return agent.equipment
    renames = {
        old.text: new.text
        for old, new in zip(agent.aspects, aspects, strict=True)
        if not any(names_match(old.text, aspect.text) for aspect in aspects)
    }
    if not renames:
        return agent.equipment

    def renamed(text: str) -> str:
        return next((new for old, new in renames.items() if names_match(old, text)), text)

    return tuple(
        dataclasses.replace(item, fits=tuple(renamed(text) for text in item.fits))
        for item in agent.equipment
    )
