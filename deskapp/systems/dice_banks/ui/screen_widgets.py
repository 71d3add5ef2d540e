"""Widgets of the dice-banks table: big d10 faces with their explosions, banks as pips, combatant cards.

They draw the driver's typed view of the table (:mod:`deskapp.systems.dice_banks.view`)
and never change it; a click only says which character was meant.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QPainter,
    QPaintEvent,
    QPen,
    QTextDocument,
)
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from deskapp.core.i18n import translate
from deskapp.systems.dice_banks.describe import practice_text
from deskapp.systems.dice_banks.sheet import DiceBanksCharacter, Equipment
from deskapp.systems.dice_banks.view import CombatantView, RollView, TableView
from deskapp.systems.dice_banks.words import (
    bank_title,
    damage_type_title,
    long_status_title,
    skill_kind_title,
    skill_with_kind,
)
from deskapp.ui.plain import escaped, plain_label, rich_label
from deskapp.ui.style import (
    ACCENT,
    BAD,
    BANK_PIP,
    BANK_PIP_EDGE,
    BANK_PIP_SPENT,
    COOL_MUTED_TEXT,
    DIE_EDGE,
    DIE_EXPLODES,
    DIE_MISSED,
    GOOD,
    HIGHLIGHT,
    INK,
    LIGHT_BORDER,
    ON_DARK,
    PANEL_BACK,
    PLAIN_FAILURE,
    SCAR,
    label_style,
)
from deskapp.ui.table.parts import PickFrame, clear_layout
from deskapp.ui.table.widgets import pixel_font

BANKS = ("physical", "social", "mental")


class DiceRow(QWidget):
    """One round of d10 faces, each a large square: green if a success, gold-edged if it explodes.

    A failed face inside the critical range is drawn red when the roll has no
    success at all (B-13), so a critical failure shows where it came from.
    """

    def __init__(self, parent: QWidget | None = None, die: int = 64) -> None:
        super().__init__(parent)
        self.faces: list[int] = []
        self.success_at = 11
        self.explode_at = 11
        self.critical_at = 0
        self.die = die
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_faces(
        self,
        faces: tuple[int, ...] | list[int],
        success_at: int,
        explode_at: int,
        critical_at: int = 0,
    ) -> None:
        self.faces = list(faces)
        self.success_at, self.explode_at, self.critical_at = success_at, explode_at, critical_at
        words = [
            f"{face}"
            + (self.tr(" explodes") if face >= explode_at else "")
            + (self.tr(" success") if face >= success_at else "")
            for face in faces
        ]
        self.setAccessibleName(", ".join(words))
        self.setToolTip(", ".join(words))
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(max(len(self.faces), 1) * (self.die + 10), self.die + 8)

    def minimumSizeHint(self) -> QSize:
        return QSize(self.die, self.die + 8)

    def paintEvent(self, _event: QPaintEvent) -> None:
        if not self.faces:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # Shrink the dice rather than hide any when a big pool meets a narrow window.
        size = min(self.die, max(28, (self.width() - 4) // len(self.faces) - 10))
        font = pixel_font(self, int(size * 0.5), bold=True)
        painter.setFont(font)
        for index, face in enumerate(self.faces):
            box = QRectF(2 + index * (size + 10), 4, size, size)
            success = face >= self.success_at
            critical = not success and self.critical_at and face <= self.critical_at
            fill = QColor(GOOD if success else (BAD if critical else DIE_MISSED))
            explodes = face >= self.explode_at
            edge = QPen(QColor(DIE_EXPLODES if explodes else DIE_EDGE), 5 if explodes else 1.5)
            painter.setPen(edge)
            painter.setBrush(fill)
            painter.drawRoundedRect(box, size * 0.18, size * 0.18)
            painter.setPen(QColor(ON_DARK if success or critical else INK))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(face))
            if explodes:
                badge = QFont(font)
                badge.setPixelSize(int(size * 0.3))
                painter.setFont(badge)
                painter.setPen(QColor(DIE_EXPLODES).darker(130))
                corner = QRectF(box.right() - size * 0.34, box.top(), size * 0.34, size * 0.34)
                painter.drawText(corner, Qt.AlignmentFlag.AlignCenter, "↻")
                painter.setFont(font)


class DiceTray(QFrame):
    """The last roll, readable across the table: every die, every explosion, the outcome and Power."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dice_tray")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.title = plain_label(self)
        self.title.setObjectName("tray_title")
        self.title.setWordWrap(True)
        self.title.setStyleSheet("QLabel { font-size: 15pt; font-weight: bold; }")
        self.legend = plain_label(self)
        self.legend.setStyleSheet(label_style(COOL_MUTED_TEXT))
        self.legend.setWordWrap(True)
        self.rows = QVBoxLayout()
        self.rows.setSpacing(2)
        self.banner = plain_label(self)
        self.banner.setObjectName("tray_banner")
        self.banner.setWordWrap(True)
        self.details = rich_label(self)
        self.details.setObjectName("tray_details")
        self.details.setWordWrap(True)
        self.details.setStyleSheet("QLabel { font-size: 13pt; }")
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.legend)
        layout.addLayout(self.rows)
        layout.addWidget(self.banner)
        layout.addWidget(self.details)
        layout.addStretch(1)
        self.dice_rows: list[DiceRow] = []
        self.show_view(None)

    def show_view(self, view: RollView | None) -> None:
        """Draw a roll as the driver describes it (None: nothing rolled yet)."""
        clear_layout(self.rows)
        self.dice_rows = []
        if view is None:
            self.title.setText(self.tr("No dice rolled yet"))
            self.legend.setText(self.tr("Build a roll on the left and press Space."))
            self.banner.clear()
            self.details.clear()
            return
        kind = {
            "action": self.tr("action"),
            "reaction": self.tr("reaction"),
            "support": self.tr("support"),
            "long": self.tr("long action"),
        }[view.role]
        self.title.setText(
            self.tr("{who} — {skill}, {kind_of_roll}").format(
                who=view.who,
                skill=skill_with_kind(view.skill, view.kind, view.level),
                kind_of_roll=kind,
            )
        )
        self.legend.setText(
            self.tr(
                "{bank} bank · %n dice · success on {success}+ · explodes on {explode}+",
                "",
                view.dice,
            ).format(
                bank=bank_title(view.bank),
                success=view.success_at,
                explode=view.explode_at,
            )
        )
        critical = view.critical_at if view.successes == 0 else 0
        for number, faces in enumerate(view.rounds):
            caption = (
                self.tr("Rolled") if number == 0 else self.tr("↻ Explosion {n}").format(n=number)
            )
            self._add_row(caption, faces, view.success_at, view.explode_at, critical, 64)
        success, explode = view.power_success_at, view.power_explode_at
        if view.power_rounds and success is not None and explode is not None:
            for number, faces in enumerate(view.power_rounds):
                caption = (
                    self.tr("Power dice")
                    if number == 0
                    else self.tr("↻ Power {n}").format(n=number)
                )
                self._add_row(caption, faces, success, explode, 0, 44)
        self._show_outcome(view)

    def _add_row(
        self,
        caption: str,
        faces: tuple[int, ...],
        success: int,
        explode: int,
        critical: int,
        die: int,
    ) -> None:
        label = plain_label(caption, self)
        label.setStyleSheet(label_style(COOL_MUTED_TEXT, bold=True))
        row = DiceRow(self, die)
        row.set_faces(faces, success, explode, critical)
        self.rows.addWidget(label)
        self.rows.addWidget(row)
        self.dice_rows.append(row)

    def _show_outcome(self, view: RollView) -> None:
        count = view.successes
        successes = self.tr("%n success(es)", "", count)
        status = view.status
        if view.automatic_failure:
            headline, colour = self.tr("AUTOMATIC FAILURE — no die left after penalties"), BAD
        elif view.critical_failure:
            headline, colour = self.tr("CRITICAL FAILURE"), BAD
        elif status == "reaction":
            headline, colour = self.tr("DEFENSE {n}").format(n=view.successes), ACCENT
        elif status == "open":
            headline = self.tr("{successes} — waiting for {target} to react").format(
                successes=successes, target=view.target
            )
            colour = ACCENT
        elif view.outcome == "success":
            headline, colour = self.tr("SUCCESS"), GOOD
        else:
            headline, colour = self.tr("FAILURE"), PLAIN_FAILURE
        if view.great_success:
            headline += self.tr("  ★ GREAT SUCCESS")
        self.banner.setText(headline)
        self.banner.setStyleSheet(label_style(colour, 22, bold=True))
        self.details.setText(" · ".join(self._details(view, successes)))

    def _details(self, view: RollView, successes: str) -> list[str]:
        parts = []
        if view.status == "settled":
            if view.defense:
                parts.append(
                    self.tr("{successes} − Defense {defense} = {net} net").format(
                        successes=successes, defense=view.defense, net=view.net
                    )
                )
            else:
                parts.append(successes)
            if view.power is not None:
                parts.append(
                    self.tr("<b>Power {power}</b> (base {base})").format(
                        power=view.power, base=view.power_base
                    )
                )
        elif view.status == "open":
            parts.append(self.tr("Defense so far {n}").format(n=view.defense))
        if view.support_dice:
            parts.append(self.tr("+%n dice from support", "", view.support_dice))
        if view.burn is not None:
            parts.append(
                self.tr("burned {points} of {scar}").format(
                    points=view.burn.points, scar=escaped(view.burn.scar)
                )
            )
        if view.cumulative:
            parts.append(self.tr("−{n} cumulative").format(n=view.cumulative))
        if view.support is not None:
            parts.append(
                self.tr("+%n dice for {name}'s next roll", "", view.support.bonus).format(
                    name=escaped(view.support.helps)
                )
            )
        if view.long is not None:
            long = view.long
            goal = f" / {long.target}" if long.target is not None else ""
            parts.append(
                self.tr("{title}: total {total}{goal} ({status})").format(
                    title=escaped(long.title),
                    total=long.total,
                    goal=goal,
                    status=long_status_title(long.status),
                )
            )
            if long.wiped:
                parts.append(self.tr("critical failure wiped {n} Power").format(n=long.wiped))
        if view.practice is not None:
            parts.append(practice_text(view.practice))
        return parts


class BankPips(QWidget):
    """One bank: a pip per die, filled while unspent this round, with the count beside it."""

    def __init__(self, bank: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bank = bank
        self.left = 0
        self.full = 0
        self.setMinimumHeight(26)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_dice(self, left: int, size: int) -> None:
        self.left, self.full = left, size
        text = self.tr("{bank}: {left} of {size} dice left").format(
            bank=bank_title(self.bank), left=left, size=size
        )
        self.setAccessibleName(text)
        self.setToolTip(text)
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(200, 26)

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(pixel_font(self, 15))
        painter.setPen(QColor(INK))
        painter.drawText(
            QRectF(0, 0, 74, 26),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
            bank_title(self.bank),
        )
        pip = 16
        for index in range(self.full):
            box = QRectF(78 + index * (pip + 4), 5, pip, pip)
            spent = index >= self.left
            painter.setPen(QPen(QColor(BANK_PIP_EDGE), 1.5))
            painter.setBrush(QColor(BANK_PIP_SPENT if spent else BANK_PIP))
            painter.drawEllipse(box)
        painter.setFont(pixel_font(self, 20, bold=True))
        painter.setPen(QColor(BAD if self.left == 0 else INK))
        painter.drawText(
            QRectF(self.width() - 40, 0, 40, 26),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
            str(self.left),
        )


class CombatantCard(PickFrame):
    """One character at the table: banks, actions this round, Scars, support and long action."""

    LOOK = ((3, HIGHLIGHT, PANEL_BACK), (1, LIGHT_BORDER, PANEL_BACK))

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(name, parent)
        self.setObjectName("combatant_card")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setMinimumWidth(220)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.heading = plain_label(self)
        self.heading.setStyleSheet("QLabel { font-size: 15pt; font-weight: bold; }")
        # The actions and the Scars wrap: two cards side by side beside the roll builder on
        # a laptop (the screen asks the card its height for the width it gets).
        self.actions_label = rich_label(self)
        self.actions_label.setStyleSheet("QLabel { font-size: 12pt; }")
        self.actions_label.setWordWrap(True)
        self.pips = {bank: BankPips(bank, self) for bank in BANKS}
        self.scars = rich_label(self)
        self.scars.setWordWrap(True)
        self.notes = rich_label(self)
        self.notes.setStyleSheet(label_style(ACCENT))
        self.column = layout = QVBoxLayout(self)
        layout.setSpacing(3)
        layout.addWidget(self.heading)
        layout.addWidget(self.actions_label)
        for pips in self.pips.values():
            layout.addWidget(pips)
        layout.addWidget(self.scars)
        layout.addWidget(self.notes)
        self.set_selected(False)

    def show_state(
        self,
        character: DiceBanksCharacter,
        combatant: CombatantView | None,
        table: TableView,
    ) -> None:
        """Draw the character from the driver's view; ``combatant`` is None outside a conflict."""
        name = character.name
        opponent = name in table.opponents
        self.heading.setText(name + (self.tr("  (opponent)") if opponent else ""))
        size = character.bank_size
        if combatant is None:
            self.actions_label.setText(self.tr("Outside a conflict: every roll may use all dice"))
            for pips in self.pips.values():
                pips.set_dice(size, size)
        else:
            self.actions_label.setText(_actions_text(combatant))
            for bank, pips in self.pips.items():
                pips.set_dice(combatant.dice_left[bank], combatant.bank_size)
        self.scars.setText(_scars_text(character))
        notes = []
        for support in table.supports.get(name, ()):
            notes.append(
                self.tr("+%n dice waiting from {giver}", "", support.bonus).format(
                    giver=escaped(support.giver)
                )
            )
        long = table.long_actions.get(name)
        if long is not None:
            goal = f"/{long.target}" if long.target is not None else ""
            notes.append(
                self.tr("Long: {title} {total}{goal}").format(
                    title=escaped(long.title), total=long.total, goal=goal
                )
            )
        self.notes.setText("<br>".join(notes))
        self.notes.setVisible(bool(notes))

    def sizeHint(self) -> QSize:
        """As wide as its lines unwrapped: they wrap only when the row has no room."""
        hint = super().sizeHint()
        margins = self.contentsMargins() + self.column.contentsMargins()
        widest = max(_ideal_width(label) for label in (self.actions_label, self.scars))
        return QSize(
            max(hint.width(), widest + margins.left() + margins.right() + 2), hint.height()
        )


def _actions_text(combatant: CombatantView) -> str:
    left = combatant.actions_left
    if left <= 0:
        return translate("DiceBanks", "<b>Acted</b> this round · reactions only")
    if combatant.actions == 0:
        extra = combatant.extra_actions
        if extra:
            return translate("DiceBanks", "<b>Action ready</b> (+%n extra)", None, extra)
        return translate("DiceBanks", "<b>Action ready</b>")
    return translate(
        "DiceBanks", "<b>%n extra action(s)</b> left · next at −{p}", None, left
    ).format(p=combatant.next_action_penalty)


def _ideal_width(label: QLabel) -> int:
    """The width of a label's rich text with no line wrapped."""
    label.ensurePolished()
    document = QTextDocument()
    document.setDocumentMargin(0)
    document.setDefaultFont(label.font())
    document.setHtml(label.text())
    return math.ceil(document.idealWidth())


def _scars_text(character: DiceBanksCharacter) -> str:
    lines = []
    for scar in character.scars:
        taken = scar.total
        kinds = ", ".join(
            f"{points} {escaped(damage_type_title(kind))}"
            for kind, points in scar.damage.items()
            if points
        )
        colour = BAD if taken >= scar.boxes else SCAR
        burn = " ⚑" if scar.burnable else ""
        detail = f" ({kinds})" if kinds else ""
        lines.append(
            f"<span style='color:{colour}'><b>{escaped(scar.name)}</b> {taken}/{scar.boxes}"
            f"{detail}{burn}</span>"
        )
    return "<br>".join(lines)


class SheetView(QWidget):
    """The chosen character's skills with their practice XP, marked ✓ once earned this scene (B-15)."""

    practice_requested = Signal(str, str)  # character, skill

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sheet_view")
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.buttons: dict[str, QWidget] = {}

    def show_character(self, character: DiceBanksCharacter | None, earned: tuple[str, ...]) -> None:
        clear_layout(self.grid)
        self.buttons = {}
        if character is None:
            return
        if not character.skills:
            note = plain_label(
                self.tr("No skills on this sheet: roll them as “Other skill…” in the builder."),
                self,
            )
            note.setWordWrap(True)
            self.grid.addWidget(note, 0, 0, 1, 5)
        else:
            header = [self.tr("Skill"), self.tr("Kind"), self.tr("Level"), self.tr("Practice XP")]
            for column, text in enumerate(header):
                self.grid.addWidget(rich_label(f"<b>{escaped(text)}</b>", self), 0, column)
        for row, skill in enumerate(character.skills, start=1):
            this_scene = skill.name in earned
            xp = str(skill.practice_xp) + (self.tr("  ✓ this scene") if this_scene else "")
            for column, text in enumerate(
                (skill.name, skill_kind_title(skill.kind.value), str(skill.level), xp)
            ):
                self.grid.addWidget(plain_label(text, self), row, column)
            button = QPushButton(self.tr("+1 XP"), self)
            button.setObjectName(f"practice_{skill.name}")
            button.setToolTip(self.tr("Mark a practice XP by hand (once per skill per scene)"))
            button.setEnabled(not this_scene and skill.kind.earns_practice)
            button.clicked.connect(
                lambda _checked=False, n=character.name, s=skill.name: self.practice_requested.emit(
                    n, s
                )
            )
            self.grid.addWidget(button, row, 4)
            self.buttons[skill.name] = button
        extras = []
        for capacity in character.capacities:
            extras.append(
                self.tr("{name} {value} (capacity)").format(
                    name=capacity.name, value=capacity.value
                )
            )
        for item in character.equipment:
            extras.append(item_label(item))
        if extras:
            info = plain_label(" · ".join(extras), self)
            info.setWordWrap(True)
            self.grid.addWidget(info, len(character.skills) + 1, 0, 1, 5)


def item_label(item: Equipment) -> str:
    """An item's name with what it does, for the sheet in play and the roll builder's list."""
    notes = []
    if item.power is not None:
        notes.append(translate("DiceBanks", "Power {n}").format(n=item.power))
    if item.dice_bonus:
        notes.append(translate("DiceBanks", "{n} dice").format(n=f"{item.dice_bonus:+d}"))
    if item.power_bonus:
        notes.append(translate("DiceBanks", "{n} Power").format(n=f"{item.power_bonus:+d}"))
    if item.extra_actions:
        notes.append(translate("DiceBanks", "+{n} action").format(n=item.extra_actions))
    if item.damage_type != "stun":
        notes.append(damage_type_title(item.damage_type))
    return item.name + (f" ({', '.join(notes)})" if notes else "")
