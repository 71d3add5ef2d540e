"""The dice-banks play screen: the conflict round tracker, the roll builder and the dice tray.

Top: the round and scene with the table's big buttons. Below: a card per
character with its three banks as pips (dice left this round), its actions,
Scars, waiting support and long action. Left: the roll builder and the chosen
character's sheet with practice XP. Right: the last roll with every die and
explosion, the actions waiting for reactions, damage into a Scar, and the long
actions. Every change is an action performed through the session (see
:mod:`deskapp.systems.dice_banks.actions` for their format); the screen draws the
driver's typed view (:mod:`deskapp.systems.dice_banks.view`) and writes each
history line from a stored event's data (:mod:`deskapp.systems.dice_banks.describe`).

Keys: Space rolls (Enter in the faces field), Ctrl+R new round, Ctrl+B begins
or ends the conflict, Ctrl+E settles the oldest waiting action, Alt+1/2/3
choose the bank, Alt+Up/Down the character; Ctrl+Z and Ctrl+Shift+Z undo and
redo through the main window.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QComboBox,
    QDialog,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QInputDialog,
    QMenu,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from deskapp.core.errors import UserError
from deskapp.core.i18n import QT_TRANSLATE_NOOP
from deskapp.core.play.session import PlaySession
from deskapp.systems.dice_banks.odds import panel_odds
from deskapp.systems.dice_banks.rules import TOP_RATING
from deskapp.systems.dice_banks.sheet import MAX_BOXES
from deskapp.systems.dice_banks.ui.screen_builder import RollBuilder
from deskapp.systems.dice_banks.ui.screen_dialogs import LongActionDialog, OpponentDialog
from deskapp.systems.dice_banks.ui.screen_widgets import (
    BANKS,
    CombatantCard,
    DiceTray,
    SheetView,
)
from deskapp.systems.dice_banks.view import RollView, TableView
from deskapp.systems.dice_banks.words import (
    bank_title,
    damage_type_title,
    from_the_bank,
    long_status_title,
)
from deskapp.ui.editors.columns import Option, OptionCombo
from deskapp.ui.form_state import Field
from deskapp.ui.plain import escaped, plain_label, rich_label, words_of
from deskapp.ui.rule_ids import move_rule_ids_to_tooltips, plain_message
from deskapp.ui.style import COOL_MUTED_TEXT, STATUS_TEXT, label_style
from deskapp.ui.table.base import SessionScreen
from deskapp.ui.table.odds import OddsPanel
from deskapp.ui.table.parts import clear_layout, discard, refill, scroll_area
from deskapp.ui.table.widgets import FlowLayout
from deskapp.ui.wheel_guard import give_focus

DAMAGE_TYPES = ("stun", "lethal")


class DiceBanksScreen(SessionScreen):
    """A dice-banks session at the table."""

    SYSTEM = "dice_banks"
    KEYS = (
        (
            QT_TRANSLATE_NOOP("TableKeys", "Dice banks: roll (mirror: go to the faces field)"),
            "Space",
        ),
        (QT_TRANSLATE_NOOP("TableKeys", "Dice banks: choose the bank"), "Alt+1, Alt+2, Alt+3"),
        (QT_TRANSLATE_NOOP("TableKeys", "Dice banks: choose who rolls"), "Alt+Up, Alt+Down"),
        (QT_TRANSLATE_NOOP("TableKeys", "Dice banks: new round"), "Ctrl+R"),
        (QT_TRANSLATE_NOOP("TableKeys", "Dice banks: begin or end the conflict"), "Ctrl+B"),
        (QT_TRANSLATE_NOOP("TableKeys", "Dice banks: settle the waiting action"), "Ctrl+E"),
    )

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table: TableView | None = None
        self._damage_for: Any = None  # the settled roll the damage box was last filled from
        self._note_under_button = False  # the builder's note shown under the Roll button
        self.body.setStyleSheet("QWidget { font-size: 12pt; }")
        self.top = self._header()
        columns = self._columns()
        self.keys = keys = plain_label(self.key_hints(mirror=False), self.body)
        keys.setObjectName("banks_keys")
        keys.setStyleSheet(label_style(COOL_MUTED_TEXT, 10))
        keys.setWordWrap(True)
        layout = QVBoxLayout(self.body)
        layout.setContentsMargins(6, 4, 6, 4)  # every line for the roll on a 720-line screen
        layout.setSpacing(4)
        layout.addLayout(self.top)
        layout.addWidget(columns, 1)
        layout.addLayout(self._pinned())
        layout.addWidget(keys)
        self._add_shortcuts()

    def key_hints(self, mirror: bool) -> str:
        """The key line under the table: at a mirror table Space does not roll, it goes to the
        field where the faces of the real dice are typed."""
        if mirror:
            return self.tr(
                "Type the number of dice, Space, the real dice's faces, Enter · Ctrl+R new "
                "round · Ctrl+B begin/end conflict · Ctrl+E settle · Alt+1/2/3 bank · "
                "Alt+↑/↓ who · Ctrl+Z undo · Ctrl+Shift+Z redo"
            )
        return self.tr(
            "Space roll · Ctrl+R new round · Ctrl+B begin/end conflict · Ctrl+E settle · "
            "Alt+1/2/3 bank · Alt+↑/↓ who · Ctrl+Z undo · Ctrl+Shift+Z redo"
        )

    # --- building ------------------------------------------------------------------------------

    def _header(self) -> QBoxLayout:
        """The round and scene in big letters, with the table's buttons."""
        self.status = plain_label(self.body)
        self.status.setObjectName("banks_status")
        self.status.setStyleSheet("QLabel { font-size: 18pt; font-weight: bold; }")
        self.substatus = plain_label(self.body)
        self.substatus.setObjectName("banks_substatus")
        self.substatus.setStyleSheet(label_style(STATUS_TEXT))
        self.substatus.setWordWrap(True)
        self.conflict_button = self._button("banks_conflict", self.toggle_conflict)
        self.conflict_button.setToolTip(self.tr("Begin or end the conflict — Ctrl+B"))
        self.round_button = self._button(
            "banks_new_round", self._do("new_round"), self.tr("New round")
        )
        self.round_button.setToolTip(self.tr("Refill every bank (rule B-05) — Ctrl+R"))
        self.scene_button = self._button(
            "banks_new_scene", self._do("new_scene"), self.tr("New scene")
        )
        self.opponent_button = self._button(
            "banks_add_opponent", self.add_opponent, self.tr("+ Opponent…")
        )
        self.opponent_button.setToolTip(self.tr("An opponent joins the table"))
        self.long_button = self._button(
            "banks_new_long", lambda: self.start_long_action(None), self.tr("+ Long action…")
        )
        self.long_button.setToolTip(self.tr("Start a long action (rules B-70 … B-74)"))
        self.header_buttons = (
            self.conflict_button,
            self.round_button,
            self.scene_button,
            self.opponent_button,
            self.long_button,
        )
        self.round_button.setStyleSheet("QPushButton { font-size: 14pt; font-weight: bold; }")
        # Status and buttons side by side, or the buttons below when the screen is narrow.
        top = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        headline = QVBoxLayout()
        headline.setSpacing(0)
        headline.addWidget(self.status)
        headline.addWidget(self.substatus)
        top.addLayout(headline, 1)
        buttons = QHBoxLayout()
        for button in self.header_buttons:
            buttons.addWidget(button)
        top.addLayout(buttons)
        return top

    def _columns(self) -> QScrollArea:
        """One scrolling area: the roll builder and sheet on the left; the odds, the dice tray,
        the characters' cards (wrapping, never scrolling sideways) and what follows on the
        right. The faces and the Roll button stay under it, always in sight."""
        self.builder = RollBuilder(self.body)
        self.builder.roll_requested.connect(self.roll)
        self.builder.space_pressed.connect(self.space)
        self.builder.changed.connect(self.preview)
        self.builder.who.currentIndexChanged.connect(self._who_changed)
        self.sheet = SheetView(self.body)
        self.sheet.practice_requested.connect(
            lambda who, skill: self.perform({"do": "practice", "who": who, "skill": skill})
        )
        sheet_box = QGroupBox(self.tr("Sheet in play"), self.body)
        QVBoxLayout(sheet_box).addWidget(self.sheet)
        self.tray = DiceTray(self.body)
        self.odds_panel = OddsPanel(self.body)
        self.cards: dict[str, CombatantCard] = {}
        self.cards_host = QWidget(self.body)
        self.cards_layout = FlowLayout(self.cards_host)
        self.waiting_box = QGroupBox(self.tr("Waiting for reactions"), self.body)
        self.waiting_rows = QVBoxLayout(self.waiting_box)
        self.damage_box = self._damage_box()
        self.long_box = QGroupBox(self.tr("Long actions"), self.body)
        self.long_rows = QVBoxLayout(self.long_box)
        content = QWidget(self.body)
        columns = QHBoxLayout(content)
        columns.setContentsMargins(0, 0, 4, 0)
        for stretch, widgets in (
            (11, (self.builder, sheet_box)),
            # The result of the roll first, where the eye goes after Roll, then the round.
            (9, (self.odds_panel, self.tray, self.cards_host, self.waiting_box)),
        ):
            column = QVBoxLayout()
            for widget in widgets:
                column.addWidget(widget)
            if widgets[-1] is self.waiting_box:
                column.addWidget(self.damage_box)
                column.addWidget(self.long_box)
            column.addStretch(1)
            columns.addLayout(column, stretch)
        area = scroll_area(content, self.body)
        area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        return area

    def _pinned(self) -> QVBoxLayout:
        """The faces and the Roll button under the scrolling area, a refusal right under them."""
        pinned = QVBoxLayout()
        row = QHBoxLayout()
        for widget, stretch in ((self.builder.faces_row, 1), (self.builder.roll_button, 0)):
            self.builder.grid.removeWidget(widget)
            widget.setParent(self.body)
            row.addWidget(widget, stretch, Qt.AlignmentFlag.AlignBottom)
        pinned.addLayout(row)
        self.place_problem(pinned)
        return pinned

    def _button(self, name: str, slot: Any, text: str = "") -> QPushButton:
        button = QPushButton(text, self.body)
        button.setObjectName(name)
        button.setMinimumHeight(40)
        button.clicked.connect(slot)
        return button

    def _do(self, verb: str, **fields: Any) -> Callable[[], Any]:
        """What performs the action ``verb`` with those ``fields`` (a button's, a key's)."""
        return lambda: self.perform({"do": verb, **fields})

    def _damage_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Damage into a Scar (rule B-23)"), self.body)
        self.damage_who = QComboBox(box)
        self.damage_who.setObjectName("damage_who")
        self.damage_who.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.damage_who.setMinimumContentsLength(8)
        self.damage_who.currentIndexChanged.connect(self._fill_damage_scars)
        self.damage_scar = QComboBox(box)
        self.damage_scar.setObjectName("damage_scar")
        self.damage_scar.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.damage_scar.setMinimumContentsLength(6)
        self.damage_points = QSpinBox(box)
        self.damage_points.setObjectName("damage_points")
        self.damage_points.setRange(1, MAX_BOXES)
        # The book's damage types by their words, or one the table types.
        self.damage_type = OptionCombo([Option(t, damage_type_title(t)) for t in DAMAGE_TYPES], box)
        self.damage_type.setObjectName("damage_type")
        self.damage_type.setEditable(True)
        apply = QPushButton(self.tr("Apply damage"), box)
        apply.setObjectName("damage_apply")
        apply.clicked.connect(self.apply_damage)
        grid = QGridLayout(box)
        grid.addWidget(plain_label(self.tr("Who"), box), 0, 0)
        grid.addWidget(self.damage_who, 0, 1, 1, 2)
        grid.addWidget(plain_label(self.tr("Scar"), box), 1, 0)
        grid.addWidget(self.damage_scar, 1, 1, 1, 2)
        grid.addWidget(plain_label(self.tr("Points"), box), 2, 0)
        grid.addWidget(self.damage_points, 2, 1)
        grid.addWidget(self.damage_type, 2, 2)
        grid.addWidget(apply, 3, 1, 1, 2)  # its own row: the right column stays narrow
        grid.setColumnStretch(2, 1)
        return box

    def _add_shortcuts(self) -> None:
        self.add_shortcut("Ctrl+R", self._do("new_round"))
        self.add_shortcut("Ctrl+B", self.toggle_conflict)
        self.add_shortcut("Ctrl+E", self.settle_oldest)
        for number, bank in enumerate(BANKS, start=1):
            self.add_shortcut(f"Alt+{number}", lambda b=bank: self._choose_bank(b))
        self.add_shortcut("Alt+Up", lambda: self._step_who(-1))
        self.add_shortcut("Alt+Down", lambda: self._step_who(1))

    # --- showing the table -----------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._arrange_header(event.size().width())
        super().resizeEvent(event)

    def _arrange_header(self, width: int) -> None:
        """The buttons beside the round where they fit with it (the height goes to the roll
        builder), under it where they do not."""
        buttons = self.header_buttons
        status = self.status.fontMetrics().horizontalAdvance(self.status.text())
        # The words of the round, each button and the gaps between them, the body's margins.
        needed = status + sum(button.sizeHint().width() + 6 for button in buttons) + 24
        narrow = width < max(needed, 0)
        self.top.setDirection(
            QBoxLayout.Direction.TopToBottom if narrow else QBoxLayout.Direction.LeftToRight
        )
        for button in buttons:  # under the round, lower: the roll's result keeps its room
            button.setMinimumHeight(30 if narrow else 40)

    def bind(self, session: PlaySession | None) -> None:
        super().bind(session)
        if session is not None:
            # Opened mid-round: the builder starts on someone who can still act, so the odds
            # show numbers instead of a refusal.
            if not self._can_act(self.builder.who.currentData()):
                self._move_to_next_ready()
            # A session opens offering every die of the bank (B-06), not the count of the
            # last roll of whatever session was open before (review r30d: 2 of 5).
            self.builder.take_all_dice()
            # Keyboard first: the table's keys work at once, and typing sets the dice.
            give_focus(self.builder.dice)
            self.builder.dice.selectAll()

    def composed_fields(self) -> list[Field]:
        """The roll builder's fields, each list before the fields it fills."""
        b = self.builder
        return [
            *(b.who, b.kind_buttons, b.bank_buttons, b.skill, b.other_level, b.other_kind),
            *(b.dice, b.bonus, b.penalty, b.difficulty, b.partner, b.capacity),
            *(b.capacity_value, b.item, b.power_dice, b.power_bonus, b.power_penalty),
            *(b.burn_scar, b.burn_points, b.burn_use, b.faces),
        ]

    def refresh(self) -> None:
        table = self.driver.view()
        self.table = table
        self.keys.setText(self.key_hints(table.mirror))
        conflict = table.conflict
        if conflict is None:
            status = self.tr("Outside a conflict")
            self.conflict_button.setText(self.tr("Begin conflict"))
        else:
            status = self.tr("Conflict · Round {n}").format(n=conflict.round)
            self.conflict_button.setText(self.tr("End conflict"))
        self.status.setText(status)
        self._arrange_header(self.width())
        # A mirror table says so by its faces field, its Roll button and the key line: one
        # line here, so the roll builder keeps its height on a laptop.
        details = self.tr("Scene {n}").format(n=table.scene)
        last = self.session.undo_event() if self.session is not None else None
        if last is not None and last.get("action", {}).get("do") == "new_scene":
            # A new scene clears the practice marks: say so, and how to take it back.
            details += self.tr(" · practice marks cleared (Ctrl+Z takes the new scene back)")
        self.substatus.setText(details)
        self.round_button.setEnabled(conflict is not None)
        self._show_cards(table)
        self.builder.load(table)
        self._who_changed()
        self.tray.show_view(table.last)
        self._show_waiting(table)
        self._show_damage(table)
        self._show_long_actions(table)
        self.preview()

    def _show_cards(self, table: TableView) -> None:
        names = [c.name for c in table.characters]
        for name in list(self.cards):
            if name not in names:
                discard(self.cards.pop(name))
        for character in table.characters:
            name = character.name
            card = self.cards.get(name)
            if card is None:
                card = CombatantCard(name, self.cards_host)
                card.chosen.connect(self.builder.select)
                card.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
                card.customContextMenuRequested.connect(
                    lambda point, n=name: self._card_menu(n, point)
                )
                self.cards[name] = card
            self.cards_layout.removeWidget(card)  # added again in the table's order
            self.cards_layout.add_widget(card)
            card.show_state(character, table.combatant(name), table)

    def _who_changed(self, *_: object) -> None:
        who = self.builder.who.currentData()
        for name, card in self.cards.items():
            card.set_selected(name == who)
        character = self.builder.character()
        earned = self.table.practice.get(who, ()) if self.table is not None else ()
        self.sheet.show_character(character, earned)

    def _show_waiting(self, table: TableView) -> None:
        clear_layout(self.waiting_rows)
        self.waiting_box.setVisible(bool(table.waiting))
        for waiting in table.waiting:
            roll = waiting.roll
            reactions = escaped(", ".join(f"{r.who} {r.successes}" for r in waiting.reactions)) or (
                self.tr("none yet")
            )
            text = self.tr(
                "<b>{who}</b> → <b>{target}</b>: {skill}, %n success(es) · "
                "reactions: {reactions} · Defense {defense}",
                "",
                roll.successes,
            ).format(
                who=escaped(roll.who),
                target=escaped(roll.target),
                skill=escaped(roll.skill),
                reactions=reactions,
                defense=waiting.defense,
            )
            label = rich_label(text, self.waiting_box)
            label.setWordWrap(True)
            react = QPushButton(
                self.tr("React as {name}").format(name=roll.target), self.waiting_box
            )
            react.setObjectName(f"react_{roll.id}")
            react.clicked.connect(
                lambda _c=False, r=roll: self.builder.select(r.target, "reaction", r.id)
            )
            settle = QPushButton(self._settle_text(table, roll.id), self.waiting_box)
            settle.setObjectName(f"settle_{roll.id}")
            settle.setToolTip(
                self.tr(
                    "Settle against the highest Defense and roll the Power — Ctrl+E. "
                    "Mirroring: type the Power faces in the faces field first."
                )
            )
            settle.clicked.connect(lambda _c=False, r=roll.id: self.settle(r))
            self.waiting_rows.addWidget(label)
            self.waiting_rows.addLayout(_button_row(react, settle))

    def _settle_text(self, table: TableView, roll_id: int | None) -> str:
        """The Settle button; in mirror mode it says how many Power faces to type first."""
        if not table.mirror:
            return self.tr("Settle")
        _done, needed = self.driver.preview({"do": "settle", "roll": roll_id})
        if not needed:
            return self.tr("Settle (no faces)")
        # Power dice that explode ask for more, so this is the least the faces field needs.
        return self.tr("Settle ({n}+ faces)").format(n=needed)

    def _show_damage(self, table: TableView) -> None:
        refill(self.damage_who, [(c.name, c.name) for c in table.characters])
        self._fill_damage_scars()
        last = table.last
        # A settled hit fills the box once, so the GM's corrections are never overwritten.
        key = None if last is None else (last.id, last.who, last.status)
        if (
            last is not None
            and key != self._damage_for
            and last.status == "settled"
            and last.target
            and last.outcome == "success"
            and last.power
        ):
            self.damage_who.setCurrentIndex(self.damage_who.findData(last.target))
            self.damage_points.setValue(last.power)
            self.damage_type.set_value(last.damage_type)
        self._damage_for = key

    def _fill_damage_scars(self) -> None:
        name = self.damage_who.currentData()
        character = self.table.character(name) if self.table is not None else None
        scars = character.scars if character else ()
        refill(self.damage_scar, [(f"{s.name} {s.total}/{s.boxes}", s.name) for s in scars])

    def _show_long_actions(self, table: TableView) -> None:
        clear_layout(self.long_rows)
        long_actions = table.long_actions
        self.long_box.setVisible(bool(long_actions))
        for who, long in long_actions.items():
            goal = (
                self.tr("{total} of {target}").format(total=long.total, target=long.target)
                if long.target is not None
                else self.tr("{total}, no target").format(total=long.total)
            )
            penalty = (
                self.tr("next roll −{n} (rule B-72)").format(n=long.penalty)
                if long.penalty
                else self.tr("no penalty yet")
            )
            text = self.tr(
                "<b>{who}</b>: {title} — <b>{goal}</b> · {bank} · rolls: {rolls} · {penalty} · "
                "{status}"
            ).format(
                who=escaped(who),
                title=escaped(long.title),
                goal=goal,
                bank=bank_title(long.bank),
                rolls=long.rolls,
                penalty=penalty,
                status=self.tr("a roll paused (it counts when resumed)")
                if long.paused
                else long_status_title(long.status),
            )
            label = rich_label(text, self.long_box)
            label.setObjectName(f"long_{who}")
            label.setWordWrap(True)
            self.long_rows.addWidget(label)
            buttons = []
            going = long.status == "going"
            for name, title, slot, enabled in (
                ("long_roll", self.tr("Roll step"), lambda w=who: self.builder.select(w, "long"), going),
                ("long_stop", self.tr("Stop"), self._do("long_stop", who=who), going and long.target is None),
                ("long_interrupt", self.tr("Interrupt…"), lambda w=who: self.ask_interrupt(w), going and not long.paused),
                ("long_restart", self.tr("Restart"), self._do("long_restart", who=who), True),
                ("long_close", self.tr("Close"), self._do("long_close", who=who), True),
            ):  # fmt: skip
                button = QPushButton(title, self.long_box)
                button.setObjectName(name)
                button.setEnabled(enabled)
                button.clicked.connect(lambda _c=False, s=slot: s())
                buttons.append(button)
            self.long_rows.addLayout(_button_row(*buttons))

    # --- the roll ------------------------------------------------------------------------------

    def preview(self) -> None:
        """Say what the built roll will do, or why the table would refuse it, before rolling."""
        if self.session is None or self.table is None:
            return
        if self._note_under_button:  # the roll changed: its note goes back into the form
            self._note_under_button = False
            self.clear_problem()
            self.builder.summary.show()
        try:
            action = self.builder.action()
            done, needed = self.driver.preview(action)
        except UserError as error:
            # The rule IDs go to the tooltips: the words alone on the screen.
            words, tooltip = plain_message(str(error))
            self.builder.show_preview(escaped(words), False, None, tooltip)
            if self._everyone_has_acted():
                words, tooltip = (
                    self.tr("Everyone has acted this round — Ctrl+R starts the next"),
                    "",
                )
            self.odds_panel.show_unavailable(words, tooltip)
            return
        view: RollView = done.detail
        self._show_odds(view)
        parts = [
            self.tr("<b>%n dice</b> · success on {s}+ · explodes on {e}+", "", view.dice).format(
                s=view.success_at, e=view.explode_at
            )
        ]
        if view.dice < 1:
            parts = [self.tr("<b>No die left after penalties: automatic failure (rule B-02)</b>")]
        elif view.level > TOP_RATING:
            parts.append(
                self.tr("level {level} rolls as {top} (rule B-12)").format(
                    level=view.level, top=TOP_RATING
                )
            )
        if view.cumulative:
            parts.append(self.tr("cumulative −{n}").format(n=view.cumulative))
        if view.support_dice:
            parts.append(self.tr("+{n} from support").format(n=view.support_dice))
        if view.power_base is not None:
            parts.append(self.tr("Power base {n} + Power roll").format(n=view.power_base))
        if view.target:
            parts.append(self.tr("waits for {name}'s reactions").format(name=escaped(view.target)))
        ready = True
        if self.table.mirror:
            typed = len(action.get("faces", []))
            ready = typed == needed
            if typed < needed:
                parts.append(self.tr("faces still to type: {n}").format(n=needed - typed))
            elif typed > needed:
                parts.append(
                    self.tr("<b>%n face(s) too many</b>: take them back (⌫)", "", typed - needed)
                )
        words, tooltip = plain_message(" · ".join(parts))
        self.builder.show_preview(words, ready, needed if self.table.mirror else None, tooltip)

    def _show_odds(self, view: RollView) -> None:
        """The chances of the roll being built, against the Defense known now (B-11 … B-16)."""
        assert self.session is not None
        if self.odds_panel.campaign is not self.session.campaign:
            self.odds_panel.bind_campaign(self.session.campaign)
        rows, notes = panel_odds(
            view.dice, view.level, view.kind, view.defense, self.driver.options
        )
        remark = ""
        if view.target:
            remark = self.tr("Before {name}'s reactions, which may raise the Defense.").format(
                name=view.target
            )
        elif view.role == "reaction":
            remark = self.tr("A reaction's successes become the Defense against the action.")
        self.odds_panel.show_odds(rows, notes, remark=remark)

    def roll(self) -> None:
        """Space: roll what the builder holds, if it can be rolled."""
        if self.session is None:
            return
        if not self.builder.roll_button.isEnabled():
            # The builder's red note says why: under the button, and once (its lines in both
            # places cut the form on a laptop) until the roll changes.
            self.show_problem(words_of(self.builder.summary))
            self.builder.summary.hide()
            self._note_under_button = True
            return
        try:
            action = self.builder.action()
        except UserError as error:
            self.show_problem(str(error))
            return
        if self.perform(action) is not None:
            if not self._can_act(action["who"]):
                self._move_to_next_ready()
            self.builder.reset_after_roll()
            # The next roll starts where the key line says: its number of dice (typing
            # replaces the count the bank offers), never in the faces just recorded.
            give_focus(self.builder.dice)
            self.builder.dice.selectAll()

    def _can_act(self, who: str | None) -> bool:
        """Whether ``who`` can still take an action this round (always, outside a conflict)."""
        table = self.table
        if table is None or table.conflict is None:
            return True
        combatant = table.combatant(who)
        return combatant is not None and combatant.actions_left > 0

    def _everyone_has_acted(self) -> bool:
        table = self.table
        return bool(
            table is not None
            and table.conflict is not None
            and not any(self._can_act(c.name) for c in table.characters)
        )

    def _move_to_next_ready(self) -> None:
        """Choose the next character (after the chosen one, in the cards' order) who can
        still act this round; nobody left: the choice stays."""
        if self.table is None:
            return
        names = [c.name for c in self.table.characters]
        who = self.builder.who.currentData()
        start = names.index(who) + 1 if who in names else 0
        for name in names[start:] + names[:start]:
            if self._can_act(name):
                self.builder.select(name)
                return

    def space(self) -> None:
        """Space: roll; at a mirror table with no faces typed yet, go to the faces field."""
        faces = self.builder.faces
        if faces.isVisible() and not faces.text().strip():
            faces.setFocus()
            return
        self.roll()

    def settle(self, roll_id: int) -> None:
        action: dict[str, Any] = {"do": "settle", "roll": roll_id}
        if self.table is not None and self.table.mirror:
            try:
                action["faces"] = self.builder.typed_faces()
            except UserError as error:
                self.show_problem(str(error))
                return
        if self.perform(action) is not None:
            self.builder.faces.clear()

    def settle_oldest(self) -> None:
        if self.table is not None and self.table.waiting:
            roll_id = self.table.waiting[0].roll.id
            if roll_id is not None:
                self.settle(roll_id)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space and not event.modifiers():
            self.space()
            return
        super().keyPressEvent(event)

    # --- the table -----------------------------------------------------------------------------

    def toggle_conflict(self) -> None:
        if self.session is None:
            return
        ending = self.table is not None and self.table.conflict is not None
        self.perform({"do": "end_conflict" if ending else "begin_conflict"})

    def add_opponent(self) -> None:
        if self.session is None:
            return
        assert self.table is not None
        dialog = OpponentDialog([c.name for c in self.table.characters], self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.perform(dialog.action())

    def start_long_action(self, who: str | None) -> None:
        if self.session is None:
            return
        assert self.table is not None
        names = [c.name for c in self.table.characters]
        dialog = LongActionDialog(names, who or self.builder.who.currentData(), self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.perform(dialog.action())

    def apply_damage(self) -> None:
        who, scar = self.damage_who.currentData(), self.damage_scar.currentData()
        if who is None or scar is None:
            self.show_problem(self.tr("Choose who takes the damage and into which Scar."))
            return
        self.perform(
            {
                "do": "damage",
                "who": who,
                "scar": scar,
                "points": self.damage_points.value(),
                "type": self.damage_type.value() or "stun",
            }
        )

    def ask_interrupt(self, who: str) -> None:
        """B-74: the long action's roll under way is interrupted; the player says how."""
        long = self.table.long_actions.get(who) if self.table is not None else None
        if long is None:
            return
        ways = {
            self.tr("Paused: it counts when resumed"): "paused",
            self.tr("Wasted: it still raises the penalty"): "wasted",
            self.tr("Lost: the whole long action is lost"): "lost",
        }
        way, accepted = QInputDialog.getItem(
            self,
            self.tr("Interrupt the Long Action"),
            self.tr("{who}'s roll of '{title}' is interrupted:").format(who=who, title=long.title),
            list(ways),
            0,
            False,
        )
        if not accepted:
            return
        dice = self._ask_number(
            self.tr("Interrupt the Long Action"),
            self.tr(
                "Dice the roll had taken {from_bank}: {who} enters the conflict without them, "
                "until the next round."
            ).format(from_bank=from_the_bank(long.bank), who=who),
            long.dice_left,
            range(1, max(long.dice_left, 1) + 1),
        )
        if dice is not None:
            self.perform({"do": "long_interrupt", "who": who, "how": ways[way], "dice": dice})

    def _card_menu(self, name: str, point: QPoint) -> None:
        card = self.cards[name]
        menu = QMenu(card)
        menu.addAction(
            self.tr("Roll for {name}").format(name=name), lambda: self.builder.select(name)
        )
        menu.addAction(self.tr("Damage…"), lambda: self._aim_damage(name))
        menu.addAction(self.tr("Extra actions…"), lambda: self._ask_extra_actions(name))
        menu.addAction(self.tr("Start a long action…"), lambda: self.start_long_action(name))
        if self.table is not None and name in self.table.opponents:
            menu.addAction(
                self.tr("Remove from the table"),
                lambda: self.perform({"do": "remove", "who": name}),
            )
        menu.exec(card.mapToGlobal(point))

    def _aim_damage(self, name: str) -> None:
        self.damage_who.setCurrentIndex(self.damage_who.findData(name))
        self.damage_points.setFocus()

    def _ask_extra_actions(self, name: str) -> None:
        current = self.table.extra_actions.get(name, 0) if self.table is not None else 0
        count = self._ask_number(
            self.tr("Extra Actions"),
            self.tr("Extra actions per round for {name} from abilities (rule B-04):").format(
                name=name
            ),
            current,
            range(0, 6),
        )
        if count is not None:
            self.perform({"do": "extra_actions", "who": name, "count": count})

    def _ask_number(self, title: str, question: str, value: int, allowed: range) -> int | None:
        """A whole number asked for in a small dialog (None: cancelled); the question's rule
        IDs in its tooltip, the words alone in sight."""
        dialog = QInputDialog(self)
        dialog.setInputMode(QInputDialog.InputMode.IntInput)
        dialog.setWindowTitle(title)
        dialog.setLabelText(question)
        dialog.setIntRange(allowed.start, allowed.stop - 1)
        dialog.setIntValue(value)
        move_rule_ids_to_tooltips(dialog)
        return dialog.intValue() if dialog.exec() == QDialog.DialogCode.Accepted else None

    def _choose_bank(self, bank: str) -> None:
        button = self.builder.bank_buttons.button(BANKS.index(bank))
        if button.isEnabled():
            button.click()

    def _step_who(self, step: int) -> None:
        combo = self.builder.who
        if combo.count():
            combo.setCurrentIndex((combo.currentIndex() + step) % combo.count())


def _button_row(*buttons: QPushButton) -> QHBoxLayout:
    row = QHBoxLayout()
    for button in buttons:
        row.addWidget(button)
    row.addStretch(1)
    return row
