"""The Agents mission at a glance: the Threat and milestone track above, the piles and deck below.

:class:`TrackBar` shows the scene, the Threat-level cards and milestone markers
laid out with their step, which of them leads, how the scene opened and how the
next one would, the outcome and its grade once decided, and the Coordinator's
threat cards (A-06, A-25, A-30 … A-37). :class:`PilesBar` shows the success and
complication piles as cards with their counts, the rest marks, and what is left
in the deck (A-21, A-22, "What the deck is").
"""

from __future__ import annotations

from PySide6.QtWidgets import QFrame, QToolButton, QVBoxLayout, QWidget

from deskapp.core.cards import Card
from deskapp.systems.agents.sheet import Coordinator
from deskapp.systems.agents.state import MissionStatus
from deskapp.systems.agents.ui.screen_widgets import LevelTrack, PileView, cite
from deskapp.systems.agents.words import (
    complications,
    grade_label,
    successes,
    threatened_label,
)
from deskapp.ui.plain import escaped, set_tip
from deskapp.ui.style import (
    MILESTONE,
    PANEL_BACK,
    PYRRHIC,
    SUIT_RED,
    THREAT,
    VERY_GOOD,
    label_style,
)
from deskapp.ui.table.parts import flow_row, screen_label, together

_OUTCOME_COLOURS = {"success": VERY_GOOD, "failure": THREAT, "pyrrhic": PYRRHIC}


_BIG = "font-size: 16pt; font-weight: bold;"


class TrackBar(QFrame):
    """Scene, Threat level and milestones with their cards, who leads, initiative, outcome."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("track_bar")
        self.setStyleSheet(f"#track_bar {{ background: {PANEL_BACK}; border-radius: 8px; }}")
        self.scene = screen_label(self, "track_scene", _BIG)
        self.threat = screen_label(self, "track_threat", f"{_BIG} color: {THREAT};")
        self.threat_cards = LevelTrack(
            THREAT, self.tr("T", "the letter of a Threat-level card: T1, T2 …"), self
        )
        self.threat_cards.setObjectName("threat_level_cards")
        # Threat-level cards laid face down show their level only while the
        # Coordinator holds this turned over.
        self.look = QToolButton(self)
        self.look.setObjectName("look_at_threat")
        self.look.setText(self.tr("Coordinator: look"))
        self.look.setCheckable(True)
        self.look.setToolTip(
            self.tr("The Threat-level cards lie face down: turn them over for the Coordinator")
        )
        self.look.toggled.connect(lambda _on: self._show_again())
        self._shown: tuple[MissionStatus, Coordinator | None, bool] | None = None
        self.face_down = False
        self.milestones = screen_label(self, "track_milestones", f"{_BIG} color: {MILESTONE};")
        self.milestone_cards = LevelTrack(
            MILESTONE, self.tr("M", "the letter of a milestone marker: M1, M2 …"), self
        )
        self.milestone_cards.setObjectName("milestone_cards")
        # Who leads, the steps and how the next scene opens, in plain words: a rich label's
        # text is laid out as a document, 0.5 ms of each Enter (which changes the totals in
        # this line). The level cards of the side that leads are outlined (LevelTrack).
        self.leading = screen_label(self, "track_leading", "font-size: 12pt;", wrap=True)
        cite(self.leading, "A-33", "A-25")  # the steps; how the next scene opens
        self.outcome = screen_label(self, "track_outcome", wrap=True, rich=True)
        self.coordinator = screen_label(
            self, "track_coordinator", "font-size: 11pt;", wrap=True, rich=True
        )

        # Flows, so a narrow window wraps the track instead of widening the whole screen.
        first_row, first = flow_row(self, 12)
        first.addWidget(self.scene)
        first.addWidget(together(self.threat, self.threat_cards, self))
        first.addWidget(self.look)
        first.addWidget(together(self.milestones, self.milestone_cards, self))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.setSpacing(4)
        layout.addWidget(first_row)
        layout.addWidget(self.leading)
        layout.addWidget(self.outcome)
        layout.addWidget(self.coordinator)

    def show_status(
        self, status: MissionStatus, coordinator: Coordinator | None, face_down: bool = False
    ) -> None:
        """Show the track; ``face_down``: the Threat-level cards are laid face down (A-30). The
        same track sets the same words, which Qt neither lays out nor paints again."""
        final = status.final_level
        self.face_down = face_down
        self.scene.setText(self.tr("Scene {number}").format(number=status.scene))
        self._shown = (status, coordinator, face_down)
        self.look.setVisible(face_down)
        if not face_down:
            self.look.setChecked(False)
        self._show_threat(status)
        self.milestones.setText(self.tr("Milestones {count}").format(count=status.milestones))
        self.milestone_cards.show_levels(
            min(status.milestones, final), final, status.leading == "milestone"
        )
        self.milestone_cards.setToolTip(
            self.tr(
                "One milestone for every %n success(es) (A-32); milestone {final} wins the "
                "mission (A-34)",
                "",
                status.milestone_step,
            ).format(final=final)
        )
        leading: str | None = status.leading
        if self.threat_hidden(status) and leading is not None:
            leading = "hidden"  # face-down cards do not say whether the Threat leads
        leads = {
            "threat": self.tr("The Threat leads"),
            "milestone": self.tr("The milestones lead"),
            "hidden": self.tr("Who leads lies face down"),
            None: self.tr("Nothing leads yet"),
        }[leading]
        self.leading.setText(
            f"{leads} · "
            + (
                self.tr("step {step}, the mission ends at {final}").format(
                    step=status.threat_step, final=final
                )
                if status.threat_step == status.milestone_step
                else self.tr(
                    "Threat step {threat}, milestone step {milestone}, the mission ends at {final}"
                ).format(threat=status.threat_step, milestone=status.milestone_step, final=final)
            )
            + " · "
            + self._initiative(status)
        )
        self._show_outcome(status)
        self._show_coordinator(coordinator)

    def _show_again(self) -> None:
        if self._shown is not None:
            self.show_status(*self._shown)

    def threat_hidden(self, status: MissionStatus) -> bool:
        """Whether the Threat-level cards lie face down and the Coordinator is not looking (A-30)."""
        return self.face_down and not self.look.isChecked()

    def _show_threat(self, status: MissionStatus) -> None:
        final = status.final_level
        hidden = self.threat_hidden(status)
        self.threat.setText(
            self.tr("Threat (face down)")
            if hidden
            else self.tr("Threat {level}").format(level=status.threat)
        )
        self.threat_cards.show_levels(
            min(status.threat, final), final, status.leading == "threat", face_down=hidden
        )
        self.threat_cards.setToolTip(
            self.tr("The Threat-level cards lie face down (A-30)")
            if hidden
            else self.tr(
                "One Threat-level card for every %n complication(s) (A-30); level {final} ends "
                "the mission (A-34). In effect this scene: {effect}.",
                "",
                status.threat_step,
            ).format(final=final, effect=status.threat_in_effect)
        )

    def _initiative(self, status: MissionStatus) -> str:
        opened = {
            "agents": self.tr("this scene opened with the initiative"),
            "pressure": self.tr("this scene opened under pressure"),
            "tie": self.tr("this scene opened on a tie (the Coordinator decides)"),
        }[status.scene_opening]
        following = {
            "agents": self.tr("initiative", "the next scene opens with"),
            "pressure": self.tr("under pressure", "the next scene opens"),
            "tie": self.tr("a tie", "the next scene opens on"),
        }[status.initiative]
        totals = self.tr("{successes} against {complications}").format(
            successes=successes(status.successes), complications=complications(status.complications)
        )
        return self.tr("next scene: {next} — {totals} · {opened}").format(
            next=following, totals=totals, opened=opened
        )

    def _show_outcome(self, status: MissionStatus) -> None:
        outcome = status.outcome
        self.outcome.setVisible(outcome is not None)
        if outcome is None:
            return
        words = {
            "success": self.tr("MISSION SUCCESS"),
            "failure": self.tr("MISSION FAILURE"),
            "pyrrhic": self.tr("PYRRHIC SUCCESS"),
        }[outcome]
        grade = f" — {grade_label(status.grade)}" if status.grade else ""
        if status.decided:
            note, rule = self.tr("decided; play may go on but it cannot change"), "A-35"
        elif outcome == "pyrrhic":
            note, rule = self.tr("both ends reached in this scene"), "A-37"
        else:
            note = self.tr("if the other side gets there before this scene ends, it is pyrrhic")
            rule = "A-37"
        cite(self.outcome, rule)
        start = self.tr("a related next mission starts at Threat {level}").format(
            level=status.next_start_threat
        )
        self.outcome.setText(
            f"<span style='font-size:22pt; font-weight:bold; color:{_OUTCOME_COLOURS[outcome]}'>"
            f"{words}{grade}</span><span style='font-size:12pt'> · {note} · {start}</span>"
        )

    def _show_coordinator(self, coordinator: Coordinator | None) -> None:
        self.coordinator.setVisible(coordinator is not None)
        if coordinator is None:
            return
        cards = " · ".join(
            f"<b>{escaped(card.name)}</b> ({threatened_label(card.threatens)})"
            for card in coordinator.threat_cards
        )
        self.coordinator.setText(
            self.tr("Coordinator: {cards} · reserves {reserves}").format(
                cards=cards, reserves=coordinator.reserves
            )
        )
        set_tip(
            self.coordinator,
            "\n".join(
                self.tr("{card}: {escalation}").format(card=card.name, escalation=card.escalation)
                for card in coordinator.threat_cards
                if card.escalation
            ),
        )


class PilesBar(QFrame):
    """The success and complication piles as cards and counts, and the deck's counts (A-21)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("piles_bar")
        self.success_count = screen_label(self, "success_count", _BIG)
        self.success = PileView(self)
        self.success.setObjectName("success_pile")
        self.complication_count = screen_label(
            self, "complication_count", label_style(SUIT_RED, 16, bold=True)
        )
        self.marks = screen_label(self, "rest_marks", label_style(SUIT_RED, 11))
        cite(self.marks, "A-22")
        self.complication = PileView(self)
        self.complication.setObjectName("complication_pile")
        self.deck = screen_label(self, "deck_counts", "font-size: 13pt;", wrap=True, rich=True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        for count, pile in (
            (self.success_count, self.success),
            (self.complication_count, self.complication),
        ):
            title_row, title = flow_row(self, 10)
            title.addWidget(count)
            if pile is self.complication:
                title.addWidget(self.marks)
            layout.addWidget(title_row)
            layout.addWidget(pile)
        layout.addWidget(self.deck)

    def show_piles(
        self,
        success: list[Card],
        complication: list[Card],
        status: MissionStatus,
        counts: dict[str, int],
    ) -> None:
        """``counts``: cards left in the draw pile, in the discard pile, and on the table."""
        self.success_count.setText(self.tr("Successes {count}").format(count=status.successes))
        marks = status.rest_marks
        # The totals are the mission's: after a fresh deck the piles hold fewer cards than they count.
        self.complication_count.setText(
            self.tr("Complications {count}").format(count=status.complications)
        )
        self.marks.setText(self.tr("incl. %n rest mark(s)", "", marks) if marks else "")
        self.success.set_cards(success)  # the same cards: nothing laid out or painted again
        self.complication.set_cards(complication)
        self.deck.setText(
            self.tr(
                "Deck: <b>{left}</b> left · {discarded} discarded · {table} on the table"
            ).format(left=counts["draw"], discarded=counts["discard"], table=counts["drawn"])
        )
