"""The cinematic-cards screen's three working panels: the test builder, the hand, the powers.

Each panel shows one seat's side of the table from the driver's typed view and asks for
actions through signals; the screen performs them, so a refused action is
explained in one place and nothing here changes the table itself. Mnemonics
(Alt+letter) are unique among what shows at once, the window's menus included.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from deskapp.core.cards import Card, examples, parse_cards
from deskapp.core.errors import UserError
from deskapp.systems.cinematic.powers import Peek, Power, Reach
from deskapp.systems.cinematic.rules import (
    MAX_DIFFICULTY,
    MIN_DIFFICULTY,
    needs_another_card,
)
from deskapp.systems.cinematic.state import SPELL_LEVELS
from deskapp.systems.cinematic.ui.screen_widgets import HandReveal, RatingPicker, signed
from deskapp.systems.cinematic.view import SeatView, TableView, seat_label
from deskapp.ui.card_reading import CardReading
from deskapp.ui.plain import as_written, plain_label
from deskapp.ui.style import MUTED_TEXT, REMINDER, label_style
from deskapp.ui.table.parts import RoomyButton, buddy_label, refill, screen_label
from deskapp.ui.table.widgets import PrivateReveal

HINT = label_style(MUTED_TEXT, 11)
LABEL_GAP = 12  # px between a form label's words and its field


def _size_and_weight(font: QFont) -> QFont:
    """A font that sets only ``font``'s size and weight: what a child of a widget whose font
    differs in those two needs to look like the widget's parent."""
    kept = QFont()
    if font.pixelSize() > 0:
        kept.setPixelSize(font.pixelSize())
    else:
        kept.setPointSizeF(font.pointSizeF())
    kept.setWeight(font.weight())
    return kept


def typed_cards(text: str) -> list[str]:
    """Typed card names in canonical notation (``qh 4c`` → ``["QH", "4C"]``); raises UserError."""
    return [card.notation for card in parse_cards(text)]


class CheckBuilder(QGroupBox):
    """Who tests, with what Attribute + Skill, against which Difficulty Level (U-01).

    In hand management a test the player did not initiate plays a card chosen
    from the hand (U-23); at a mirror table the cards drawn are typed in.
    """

    requested = Signal()
    player_changed = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Test"), parent)
        self.setObjectName("test_builder")
        # The title's size and weight are the box's font; the fields sit in a widget that
        # sets them back to the screen's. (A style sheet for the title restyled every field
        # under it: a long evening's opening did 1.2 % more work.)
        fields = QWidget(self)
        fields.setFont(_size_and_weight(self.font()))
        title = QFont()
        title.setPointSize(13)
        title.setBold(True)
        self.setFont(title)
        self.view: TableView | None = None
        self.chosen: Card | None = None
        self.player = QComboBox(fields)
        self.player.setObjectName("test_player")
        self.attribute = RatingPicker(parent=fields)
        self.attribute.setObjectName("test_attribute")
        self.skill = RatingPicker(self.tr("No skill  0"), fields)
        self.skill.setObjectName("test_skill")
        self.difficulty = QSpinBox(fields)
        self.difficulty.setObjectName("test_difficulty")
        self.difficulty.setRange(MIN_DIFFICULTY, MAX_DIFFICULTY)
        self.difficulty.setToolTip(self.tr("The Difficulty Level: 9 at least (rule U-01)"))
        # In a game master's words; the hint under it says where the card comes from (U-23).
        self.initiated = QCheckBox(self.tr("Player's &initiative"), fields)
        self.initiated.setObjectName("test_initiated")
        self.initiated.setChecked(True)
        # As wide as its words: a click beside them does nothing, so the box does not reach there.
        self.initiated.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
        self.initiated.setToolTip(
            self.tr(
                "Ticked: the player acts on their own initiative, and the test's card is drawn "
                "from the draw pile. Unticked: a reaction, or a test you call for, and the "
                "player plays a card from the hand. Choosing a card of the hand unticks it "
                "(rule U-23)."
            )
        )
        self.cards = QLineEdit(fields)
        self.cards.setObjectName("test_cards")
        self.cards.setPlaceholderText(
            self.tr("e.g. {cards} or {typed}").format(**examples("QH 4C"))
        )
        self.hint = screen_label(fields, "test_hint", HINT, wrap=True)
        self.go = RoomyButton(self.tr("Draw (Space)"), fields, (18, 8), 15, bold=True)
        self.go.setObjectName("test_go")
        form = QFormLayout()
        # Room between a label and its field: Czech "Tažené karty" ran into its box (review 5).
        form.setHorizontalSpacing(LABEL_GAP)
        form.addRow(buddy_label(self.tr("&Player"), self.player, fields), self.player)
        form.addRow(buddy_label(self.tr("&Attribute"), self.attribute, fields), self.attribute)
        form.addRow(buddy_label(self.tr("S&kill"), self.skill, fields), self.skill)
        form.addRow(buddy_label(self.tr("&Difficulty"), self.difficulty, fields), self.difficulty)
        form.addRow(self.initiated)
        self.cards_label = buddy_label(self.tr("Card&s drawn"), self.cards, fields)
        form.addRow(self.cards_label, self.cards)
        self.cards_reading = CardReading(self.cards, fields)
        form.addRow(self.cards_reading)
        layout = QVBoxLayout(fields)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(form)
        layout.addWidget(self.hint)
        layout.addWidget(self.go)
        layout.addStretch(1)
        QVBoxLayout(self).addWidget(fields)

        self.player.currentIndexChanged.connect(self._player_chosen)
        for signal in (
            self.attribute.changed,
            self.skill.changed,
            self.difficulty.valueChanged,
            self.initiated.toggled,
            self.cards.textChanged,
        ):
            signal.connect(self.update_hint)
        self.go.clicked.connect(self.requested)
        self.cards.returnPressed.connect(self.requested)
        for number in (self.attribute.number, self.skill.number, self.difficulty):
            number.lineEdit().returnPressed.connect(self.requested)

    def minimumSizeHint(self) -> QSize:
        """300 px wide at least, wider when its words need it: a fixed 300 cut the French
        "Jouer la carte (Espace)" on both sides and "Compétence" beside its box."""
        return super().minimumSizeHint().expandedTo(QSize(300, 0))

    @property
    def name(self) -> str:
        return str(self.player.currentData() or "")

    def set_view(self, view: TableView) -> None:
        """A new session: its seats, and what its options make the builder ask for."""
        self.view = view
        refill(self.player, [(seat_label(name), name) for name in view.names], keep=False)
        self.cards_label.setVisible(view.mirror)
        self.cards.setVisible(view.mirror)
        self.cards_reading.setVisible(view.mirror)
        self._player_chosen()

    def _seat(self) -> SeatView | None:
        return self.view.seat(self.name) if self.view is not None else None

    def choose_player(self, name: str) -> None:
        self.player.setCurrentIndex(self.player.findData(name))

    def _player_chosen(self) -> None:
        if self.view is None:
            return
        seat = self._seat()
        sheet = seat.sheet if seat is not None else None
        self.attribute.set_ratings(sheet.attributes if sheet is not None else ())
        self.skill.set_ratings(sheet.skills if sheet is not None else ())
        # The Chronicler has no sheet: the numbers are typed for each test.
        self.attribute.names.setVisible(sheet is not None)
        self.skill.names.setVisible(sheet is not None)
        self.chosen = None
        self.refresh()
        self.player_changed.emit(self.name)

    def _holds_hand(self) -> bool:
        seat = self._seat()
        return seat is not None and seat.holds_hand

    def refresh(self) -> None:
        """Redraw what depends on the table: whether the hand plays, and the hint."""
        seat = self._seat()
        self.initiated.setVisible(self._holds_hand())
        if self.chosen is not None and (seat is None or self.chosen not in seat.hand):
            self.chosen = None
        self.update_hint()

    def plays_from_hand(self) -> bool:
        """Whether the next test's first card comes from the hand (U-23)."""
        seat = self._seat()
        return (
            seat is not None
            and seat.holds_hand
            and not self.initiated.isChecked()
            and bool(seat.hand)
        )

    def missing(self) -> str | None:
        """What the test still waits for, or None when it is ready to go."""
        view = self.view
        if view is None:
            return self.tr("Start or pick a session first.")
        if view.mirror:
            try:
                cards = parse_cards(self.cards.text())
            except UserError as error:
                return str(error)
            if not cards:
                return self.tr(
                    "Type the cards of the test in the order they came, e.g. {cards} or {typed}."
                ).format(**examples("QH 4C"))
            if needs_another_card(cards, view.options):
                label = cards[-1].label
                return self.tr("{card} calls for another card: type it too.").format(
                    card=label[:1].upper() + label[1:]  # "Red joker …" starts the sentence
                )
            return None
        if self.plays_from_hand() and self.chosen is None:
            return self.tr(
                "Choose the card {name} plays: show the hand below and click a card (or press 1–9)."
            ).format(name=seat_label(self.name))
        return None

    def update_hint(self) -> None:
        missing = self.missing()
        plays = self.plays_from_hand()
        if self.view is not None and self.view.mirror:
            # The cards are typed with spaces between them, so Enter (which the cards field and
            # the number boxes answer) records, and the button says so.
            ready = (
                self.tr(
                    "Ready: the first card from the hand, any others from the draw pile. Enter records."
                )
                if plays
                else self.tr("Ready: the cards came from the draw pile. Enter records.")
            )
            self.go.setText(self.tr("Record (Enter)"))
            self.hint.setText(missing or ready)
        elif plays:
            self.go.setText(self.tr("Play the card (Space)"))
            self.hint.setText(
                missing
                or self.tr(
                    "Ready: not the player's initiative, so the chosen card of the hand plays "
                    "(it stays hidden)."
                )
            )
        else:
            self.go.setText(self.tr("Draw (Space)"))
            ready = (
                self.tr("Ready: the player's initiative, so Space draws from the draw pile.")
                if self._holds_hand()
                else self.tr("Ready: Space draws from the draw pile.")
            )
            self.hint.setText(missing or ready)
        self.go.setEnabled(self.view is not None)

    def action(self) -> dict[str, Any]:
        """The test as an action for the session (call when :meth:`missing` says it is ready)."""
        card: str | None = None
        drawn: list[str] | None = None
        if self.view is not None and self.view.mirror:
            typed = typed_cards(self.cards.text())
            if self.plays_from_hand():
                card, drawn = typed[0], typed[1:]
            else:
                drawn = typed
        elif self.plays_from_hand() and self.chosen is not None:
            card = self.chosen.notation
        return {
            "do": "test",
            "player": self.name,
            "attribute": self.attribute.value(),
            "skill": self.skill.value(),
            "difficulty": self.difficulty.value(),
            "initiated": self.initiated.isChecked() or not self._holds_hand(),
            "card": card,
            "drawn": drawn,
            "attribute_name": self.attribute.name(),
            "skill_name": self.skill.name(),
        }

    def performed(self) -> None:
        """After a test: the typed cards and the chosen card are used up."""
        self.chosen = None
        self.cards.clear()
        self.update_hint()


class HandPanel(QWidget):
    """A seat's hand shown only to its owner, with the new hand, blessings and curses (U-20 … U-31)."""

    act = Signal(dict)
    problem = Signal(str)
    picked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view: TableView | None = None
        self.name = ""
        self.reveal = HandReveal(self)
        self.reveal.picked.connect(self.picked)
        self.none = screen_label(self, style=HINT, wrap=True)
        self.reminder = screen_label(self, "sheet_reminder", label_style(REMINDER), wrap=True)

        self.deal_cards = QLineEdit(self)
        self.deal_cards.setObjectName("deal_cards")
        self.deal_button = QPushButton(self.tr("Deal the &new hand"), self)
        self.deal_button.setObjectName("deal_hand")
        self.spell_name = QLineEdit(self)
        self.spell_name.setObjectName("spell_name")
        self.spell_name.setPlaceholderText(self.tr("spell, e.g. Ward"))
        self.spell_level = QSpinBox(self)
        self.spell_level.setObjectName("spell_level")
        self.spell_level.setRange(SPELL_LEVELS.start, SPELL_LEVELS.stop - 1)
        self.spell_level.setPrefix(self.tr("level "))
        self.spell_cards = QLineEdit(self)
        self.spell_cards.setObjectName("spell_cards")
        self.spell_cards.setPlaceholderText(self.tr("cards drawn or lost"))
        self.bless_button = QPushButton(self.tr("&Bless"), self)
        self.bless_button.setObjectName("bless")
        self.curse_button = QPushButton(self.tr("Cu&rse"), self)
        self.curse_button.setObjectName("curse")
        self.deal_row = QWidget(self)
        deal = QHBoxLayout(self.deal_row)
        deal.setContentsMargins(0, 0, 0, 0)
        deal.addWidget(self.deal_cards, 1)
        deal.addWidget(self.deal_button)
        spells = QHBoxLayout()
        spells.addWidget(plain_label(self.tr("Spell:"), self))
        spells.addWidget(self.spell_name, 1)
        spells.addWidget(self.spell_level)
        spells.addWidget(self.spell_cards, 1)
        spells.addWidget(self.bless_button)
        spells.addWidget(self.curse_button)
        self.controls = QWidget(self)
        controls = QVBoxLayout(self.controls)
        controls.setContentsMargins(0, 0, 0, 0)
        controls.addWidget(self.deal_row)
        controls.addLayout(spells)
        controls.addWidget(self.reminder)
        layout = QVBoxLayout(self)
        layout.addWidget(self.none)
        layout.addWidget(self.reveal)
        layout.addWidget(self.controls)
        layout.addStretch(1)

        self.deal_button.clicked.connect(self._deal)
        self.deal_cards.returnPressed.connect(self._deal)
        self.bless_button.clicked.connect(lambda: self._spell("bless"))
        self.curse_button.clicked.connect(lambda: self._spell("curse"))

    def show_seat(self, view: TableView, name: str, chosen: Card | None) -> None:
        """Show ``name``'s hand face down (offered to them), and what can change it now."""
        self.view, self.name = view, name
        seat = view.seat(name)
        holds = seat is not None and seat.holds_hand
        self.none.setVisible(not holds)
        self.reveal.setVisible(holds)
        self.controls.setVisible(holds)
        if not holds:
            self.none.setText(
                self.tr(
                    "{name} holds no hand at this table: every test draws from the deck."
                ).format(name=seat_label(name))
            )
            self.reveal.offer("", "", [])
            return
        assert seat is not None
        hand = list(seat.hand)
        size, luck = seat.hand_size, seat.luck
        spells = "".join(f" · {spell.label} {signed(spell.level)}" for spell in seat.spells)
        self.reveal.offer(
            name if hand else "",  # nothing to show: no "Show to …?" button
            self.tr(
                "{name}'s hand: %n card(s) · size {size} ({start}, luck {luck}){spells}",
                "",
                len(hand),
            ).format(
                name=seat_label(name),
                size=size,
                start=view.options.starting_hand,
                luck=signed(luck),
                spells=spells,
            ),
            hand,
        )
        self.reveal.set_chosen(hand.index(chosen) if chosen in hand else None)
        due = seat.refill_due
        # The app refills its own decks' hands (U-21); a mirror table types each new hand in.
        self.deal_row.setVisible(bool(due))
        self.deal_cards.setVisible(view.mirror)
        self.spell_cards.setVisible(view.mirror)
        self.deal_cards.setPlaceholderText(
            self.tr("the %n card(s) dealt, e.g. {cards} or {typed} …", "", due or size).format(
                **examples("QH 4C")
            )
        )
        self.deal_button.setToolTip(
            self.tr("A hand is refilled to %n card(s) once it is empty (rule U-21)", "", size)
        )
        pending = seat.spells_to_apply
        self.reminder.setVisible(bool(pending))
        self.reminder.setText(
            self.tr("On {name}'s sheet: {spells}. Apply them here once the hand is dealt.").format(
                name=seat_label(name),
                spells=", ".join(f"{spell.label} {signed(spell.level)}" for spell in pending),
            )
        )

    def _deal(self) -> None:
        cards = None
        if self.view is not None and self.view.mirror:
            cards = self._typed(self.deal_cards)
            if cards is None:
                return
        self.act.emit({"do": "refill", "player": self.name, "cards": cards})

    def _spell(self, do: str) -> None:
        cards = None
        if self.view is not None and self.view.mirror:
            cards = self._typed(self.spell_cards)
            if cards is None:
                return
        self.act.emit(
            {
                "do": do,
                "player": self.name,
                "level": self.spell_level.value(),
                "name": self.spell_name.text().strip() or None,
                "cards": cards,
            }
        )

    def _typed(self, field: QLineEdit) -> list[str] | None:
        try:
            return typed_cards(field.text())
        except UserError as error:
            self.problem.emit(str(error))
            return None

    def performed(self) -> None:
        self.deal_cards.clear()
        self.spell_cards.clear()


class PowersPanel(QWidget):
    """The eight peeking powers (U-40): who looks, at whose cards; the card shown to them alone (U-41)."""

    act = Signal(dict)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view: TableView | None = None
        self.power = QComboBox(self)
        self.power.setObjectName("peek_power")
        for power in Power:
            self.power.addItem(
                self.tr("{power} ({caster})").format(power=power.label, caster=power.caster),
                power.value,
            )
            self.power.setItemData(
                self.power.count() - 1,
                as_written(
                    self.tr("{power}: {reach} (rule U-40)").format(
                        power=power.label, reach=self._reach_text(power)
                    )
                ),
                Qt.ItemDataRole.ToolTipRole,
            )
        self.viewer = QComboBox(self)
        self.viewer.setObjectName("peek_viewer")
        self.target = QComboBox(self)
        self.target.setObjectName("peek_target")
        self.position = QSpinBox(self)
        self.position.setObjectName("peek_position")
        self.reach = screen_label(self, style=HINT, wrap=True)
        self.go = QPushButton(self.tr("&Use the power"), self)
        self.go.setObjectName("peek_go")
        self.seen = PrivateReveal(self)
        self.seen.setObjectName("peek_reveal")
        form = QFormLayout()
        form.addRow(buddy_label(self.tr("P&ower"), self.power, self), self.power)
        form.addRow(buddy_label(self.tr("Who &looks"), self.viewer, self), self.viewer)
        form.addRow(buddy_label(self.tr("At &whose cards"), self.target, self), self.target)
        form.addRow(buddy_label(self.tr("Card &number"), self.position, self), self.position)
        left = QVBoxLayout()
        left.addLayout(form)
        left.addWidget(self.reach)
        left.addWidget(self.go)
        left.addStretch(1)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 1)
        layout.addWidget(self.seen, 1)

        self.power.currentIndexChanged.connect(self._defaults)
        self.viewer.currentIndexChanged.connect(self._defaults)
        self.target.currentIndexChanged.connect(self._position_range)
        self.go.clicked.connect(self._peek)

    def _reach_text(self, power: Power) -> str:
        if power.reach is Reach.NEXT_CARD:
            return self.tr("sees the next card of another player's draw pile")
        if power.others_only:
            if power.reach is Reach.HAND:
                return self.tr("sees one card of another player's hand")
            return self.tr("sees one card of another player's deck")
        if power.reach is Reach.HAND:
            return self.tr("sees one card of a hand, the user's own too")
        return self.tr("sees one card of a deck, the user's own too")

    def set_view(self, view: TableView) -> None:
        self.view = view
        for box in (self.viewer, self.target):
            refill(box, [(seat_label(name), name) for name in view.names], keep=False)
        self.forget()
        self._defaults()

    def choose_viewer(self, name: str) -> None:
        self.viewer.setCurrentIndex(self.viewer.findData(name))

    @property
    def chosen_power(self) -> Power:
        return Power(self.power.currentData())

    def _defaults(self) -> None:
        """Point the power at a fitting target: someone else for "another player's" powers."""
        power, viewer = self.chosen_power, self.viewer.currentData()
        if power.others_only and self.target.currentData() == viewer:
            others = [
                row for row in range(self.target.count()) if self.target.itemData(row) != viewer
            ]
            if others:
                self.target.setCurrentIndex(others[0])
        elif not power.others_only:
            self.target.setCurrentIndex(self.target.findData(viewer))
        self.reach.setText(
            self.tr("{power}: {reach}.").format(power=power.label, reach=self._reach_text(power))
        )
        self._position_range()

    def _position_range(self) -> None:
        """Which card can be picked: any card of a hand (or one at random), a deck's only if allowed (U-41)."""
        view, power = self.view, self.chosen_power
        seat = view.seat(self.target.currentData()) if view is not None else None
        if view is None or seat is None:
            return
        if power.reach is Reach.HAND:
            # 0 stands for "at random": the peeker cannot see the hand to pick from it.
            self._set_position(0, len(seat.hand), self.tr("a card at random"), "")
            self.position.setEnabled(True)
        elif power.reach is Reach.DECK and view.options.deck_peek != "top":
            self._set_position(1, max(seat.draw, 1), "", self.tr(" from the top"))
            self.position.setEnabled(True)
        else:
            top = power.reach is Reach.NEXT_CARD
            self._set_position(
                0, 0, self.tr("the next card") if top else self.tr("the top card"), ""
            )
            self.position.setEnabled(False)

    def _set_position(self, low: int, high: int, special: str, suffix: str) -> None:
        position, prefix = self.position, self.tr("card ")
        # Every draw asks again: a spin box given the same range, prefix or suffix still lays
        # out and repaints the whole Powers tab, so only what changed is set.
        if (position.minimum(), position.maximum()) != (low, high):
            position.setRange(low, high)
        if position.value() != low:
            position.setValue(low)
        if position.specialValueText() != special:
            position.setSpecialValueText(special)
        if position.prefix() != prefix:
            position.setPrefix(prefix)
        if position.suffix() != suffix:
            position.setSuffix(suffix)

    def _peek(self) -> None:
        power = self.chosen_power
        value = self.position.value()
        # The spin box counts from 1; the action from 0 (None: at random, or the top card).
        position = value - 1 if value else None
        self.act.emit(
            {
                "do": "peek",
                "power": power.value,
                "viewer": self.viewer.currentData(),
                "target": self.target.currentData(),
                "position": position,
            }
        )

    def show_peek(self, peek: Peek) -> None:
        """Offer the card a power saw to its viewer only: "Show to <name>?" (U-41)."""
        self.seen.offer(
            peek.viewer,
            self.tr("What {viewer} saw with {power}").format(
                viewer=seat_label(peek.viewer), power=peek.power.label
            ),
            [peek.card],
        )

    def forget(self) -> None:
        """The table changed: the peeked card may no longer lie where it did."""
        self.seen.offer("", "", [])
        self._position_range()
