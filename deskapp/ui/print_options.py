"""The print page's options: which cards, whose, in what language, and how they sit on paper.

Every option of ``deskapp print`` has a widget here, with the same choices; the
panel turns them into the engine's :class:`PrintOptions` and says when any of
them changed. The language of the printed words and the paper options (sizes,
bleed, marks, backs, the printer's back offset) are remembered between runs, as
they belong to the group, the printer and the card stock, not to a campaign.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from functools import partial
from pathlib import Path

from PySide6.QtCore import QSettings, QSignalBlocker, Qt, Signal, SignalInstance
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QInputDialog,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from deskapp.core import printing, systems
from deskapp.core.errors import UserError
from deskapp.core.i18n import current_language, format_number, translate
from deskapp.core.printing import MAX_COPIES, CardKey
from deskapp.core.store.locations import PDF, check_output
from deskapp.ui.calibrate_dialog import CalibrationDialog
from deskapp.ui.plain import as_written, plain_label
from deskapp.ui.style import error_label_style
from printables.document import PrintOptions, read_back_picture, render_pdf
from printables.geometry import (
    CARD_SIZES,
    CUSTOM_LIMITS,
    DEFAULT_CARD_SIZE,
    DEFAULT_PAGE_SIZE,
    PAGE_SIZES,
    Size,
    parse_card_size,
    parse_page_size,
)
from printables.labels import LANGUAGES, Labels, labels_for
from printables.layout import (
    MAX_BLEED_MM,
    MAX_GAP_MM,
    MAX_MARGIN_MM,
    MAX_OFFSET_MM,
    MAX_SCALE_OFF,
    Backs,
    CropMarks,
    LayoutOptions,
)
from printables.profiles import Profile, put_profile, read_profiles, remove_profile

CUSTOM = "custom"
AUTOMATIC_GAP = -0.5
"""The gap box's lowest value, shown as "Automatic"."""
NAME_ROLE = Qt.ItemDataRole.UserRole
_DEFAULTS = LayoutOptions()
# Each language by its own name, as language choosers show them, whatever the GUI's language.
_LANGUAGE_NAMES = {"en": "English", "cs": "Čeština", "fr": "Français"}


class SizeChooser(QWidget):
    """A named size, or Custom with its width and height in millimetres; a custom size
    typed (or remembered) equal to a named one shows as that name."""

    changed = Signal()

    def __init__(
        self, names: Mapping[str, str], sizes: Mapping[str, Size], what: str, parent: QWidget
    ) -> None:
        super().__init__(parent)
        self.sizes = sizes
        self.parse = parse_card_size if what == "card" else parse_page_size
        self.combo = QComboBox(self)
        for key, title in names.items():
            self.combo.addItem(f"{title} — {sizes[key]}", key)
        self.combo.addItem(self.tr("Custom"), CUSTOM)
        # The engine's limits for a custom size: it refuses anything outside them.
        low, high = CUSTOM_LIMITS[what]
        self.width_box, self.height_box = (_millimetre_box(low, high, self) for _ in range(2))
        times = plain_label("×", self)
        for widget in (self.width_box, times, self.height_box):
            widget.setVisible(False)
        self.combo.currentIndexChanged.connect(self._chosen)
        for box in (self.width_box, self.height_box):
            box.valueChanged.connect(self.changed)
            box.valueChanged.connect(self._typed)
        custom = QHBoxLayout()
        custom.setContentsMargins(0, 0, 0, 0)
        custom.addWidget(self.width_box)
        custom.addWidget(times)
        custom.addWidget(self.height_box)
        self._custom_row = (self.width_box, times, self.height_box)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.combo)
        layout.addLayout(custom)

    def chosen_size(self) -> Size:
        """The size chosen; a custom one is checked as ``deskapp print`` checks it."""
        return self.parse(self.chosen_text())

    def chosen_text(self) -> str:
        """The size as ``deskapp print`` takes it: a name, or WIDTHxHEIGHT."""
        key = self.combo.currentData()
        if key != CUSTOM:
            return key
        return f"{self.width_box.value():g}x{self.height_box.value():g}"

    def choose(self, text: str) -> None:
        """Choose a size by name or WIDTHxHEIGHT, quietly; anything unreadable is ignored."""
        key = text if text in self.sizes else CUSTOM
        if key == CUSTOM:
            try:
                size = self.parse(text)
            except ValueError:
                return
            self._set_boxes(size)
            key = self._named(size)
        with QSignalBlocker(self.combo):
            self.combo.setCurrentIndex(self.combo.findData(key))
        self._update()

    def _chosen(self) -> None:
        self._update()
        self.changed.emit()

    def _named(self, size: Size) -> str:
        """The name of the listed size ``size`` is (to the boxes' tenth of a millimetre), or
        Custom."""
        for key, listed in self.sizes.items():
            if abs(listed.width - size.width) < 0.05 and abs(listed.height - size.height) < 0.05:
                return key
        return CUSTOM

    def _typed(self) -> None:
        """A width or height typed: a listed size shows by its name (the boxes go)."""
        key = self._named(Size(self.width_box.value(), self.height_box.value()))
        if key != CUSTOM and self.combo.currentData() == CUSTOM:
            refocus = self.width_box.hasFocus() or self.height_box.hasFocus()
            self.combo.setCurrentIndex(self.combo.findData(key))
            if refocus:
                self.combo.setFocus()

    def _update(self) -> None:
        key = self.combo.currentData()
        for widget in self._custom_row:
            widget.setVisible(key == CUSTOM)
        if key != CUSTOM:
            # Custom starts from the size last chosen, which is easier to adjust than a blank.
            self._set_boxes(self.sizes[key])

    def _set_boxes(self, size: Size) -> None:
        with QSignalBlocker(self.width_box), QSignalBlocker(self.height_box):
            self.width_box.setValue(size.width)
            self.height_box.setValue(size.height)


class PrintOptionsPanel(QWidget):
    """Kinds of card and characters as checkable lists, then the paper and backs options."""

    changed = Signal()

    def __init__(
        self,
        system_titles: Mapping[str, str],
        settings: QSettings | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.system_titles = system_titles
        self.settings = settings
        self._unchecked: set[str] = set()  # characters left out, kept across campaign edits

        self.kinds_list = QListWidget(self)
        self.kinds_list.setObjectName("print_kinds")
        self.kinds_list.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self._titles = printing.kind_titles()  # in the user's language, as the help
        kinds, defaults = printing.card_kinds(), printing.default_kinds()
        for kind, title in self._titles.items():
            item = QListWidgetItem(title, self.kinds_list)
            item.setData(NAME_ROLE, kind)
            item.setToolTip(kinds[kind])
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            checked = kind in defaults
            item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
        self.kinds_list.itemChanged.connect(self.changed)
        self.characters_tree = QTreeWidget(self)
        self.characters_tree.setObjectName("print_characters")
        self.characters_tree.setHeaderHidden(True)
        self.characters_tree.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.characters_tree.itemChanged.connect(self._character_toggled)
        # Every kind in view without scrolling; the characters take the height that is left.
        self.kinds_list.setFixedHeight(
            self.kinds_list.sizeHintForRow(0) * self.kinds_list.count()
            + 2 * self.kinds_list.frameWidth()
        )
        self.characters_tree.setMinimumHeight(self.fontMetrics().height() * 8)

        self.language = _choices(self, {code: _LANGUAGE_NAMES[code] for code in LANGUAGES})
        self.language.setObjectName("print_language")
        self.language.setToolTip(
            self.tr(
                "The language of the printed headings, kinds of card and rules reminders; "
                "your own text prints as you wrote it."
            )
        )
        self.card_size = SizeChooser(_card_names(), CARD_SIZES, "card", self)
        self.card_size.setObjectName("print_card_size")
        self.page_size = SizeChooser(_page_names(), PAGE_SIZES, "page", self)
        self.page_size.setObjectName("print_page_size")
        self.bleed = _millimetre_box(0, MAX_BLEED_MM, self, "print_bleed", 0.5, _DEFAULTS.bleed_mm)
        # The lowest value of the gap box stands for "chosen for me" (None in the engine).
        self.gap = _millimetre_box(AUTOMATIC_GAP, MAX_GAP_MM, self, "print_gap", 0.5, AUTOMATIC_GAP)
        self.gap.setSpecialValueText(self.tr("Automatic"))
        self.gap.setToolTip(
            self.tr(
                "Space between cards, so each carries its own bleed. Automatic gives every card "
                "its own bleed on all four sides (as much of the bleed as fits, at least "
                "0.75 mm) and a crop mark on every cut line; 0 puts cards edge to edge for "
                "guillotine cutting, sharing cut lines, so a back printed a little off shows "
                "its neighbour's colour."
            )
        )
        self.margin = _millimetre_box(
            0, MAX_MARGIN_MM, self, "print_margin", 0.5, _DEFAULTS.margin_mm
        )
        self.margin.setToolTip(
            self.tr(
                "The border your printer cannot print: crop marks stay out of it, and the "
                "preflight says when the bleed runs into it."
            )
        )
        self.crop_marks = _choices(
            self,
            {
                CropMarks.NONE: self.tr("None"),
                CropMarks.MARGIN: self.tr("In the margin"),
                CropMarks.EDGE: self.tr("To the page edge"),
            },
        )
        self.crop_marks.setObjectName("print_crop_marks")
        self.crop_marks.setCurrentIndex(self.crop_marks.findData(_DEFAULTS.crop_marks.value))
        self.backs = _choices(
            self,
            {
                Backs.NONE: self.tr("No backs"),
                Backs.LONG_EDGE: self.tr("Double-sided, flip on the long edge"),
                Backs.SHORT_EDGE: self.tr("Double-sided, flip on the short edge"),
                Backs.GUTTERFOLD: self.tr("Gutterfold: fronts and backs, fold in half"),
            },
        )
        self.backs.setObjectName("print_backs")
        self.offset_x, self.offset_y = (
            _millimetre_box(-MAX_OFFSET_MM, MAX_OFFSET_MM, self, f"print_offset_{axis}", 0.1)
            for axis in "xy"
        )
        for box in (self.offset_x, self.offset_y):
            box.setToolTip(
                self.tr(
                    "Moves every back (right and up, seen from the front) for a printer that "
                    "puts them off; the calibration sheet shows by how much."
                )
            )
        scale_range = (100 - MAX_SCALE_OFF * 100, 100 + MAX_SCALE_OFF * 100)
        self.scale_x, self.scale_y = (
            _millimetre_box(*scale_range, self, f"print_scale_{axis}", 0.05, 100, unit="%")
            for axis in "xy"
        )
        for box in (self.scale_x, self.scale_y):
            box.setDecimals(2)
            box.setToolTip(
                self.tr(
                    "Prints every back a little larger or smaller (across and up), for a "
                    "printer that stretches the back of the sheet; the calibration sheet's "
                    "corners show by how much."
                )
            )
        self.profiles = ProfileChooser(self)
        self.profiles.chosen.connect(self._profile_chosen)
        self.calibrate_button = QPushButton(self.tr("Calibrate…"), self)
        self.calibrate_button.setObjectName("print_calibrate")
        self.calibrate_button.setToolTip(
            self.tr(
                "Print the calibration sheet, type what it reads and save the back offset and "
                "scale it gives into a printer profile"
            )
        )
        self.calibrate_button.clicked.connect(self.open_calibration)
        # Per kind of card: a picture of the user's for the backs, and how many copies.
        self._pictures: dict[str, tuple[Path, bytes]] = {}
        self._copies: dict[str, int] = {}
        self.picture_kind = _choices(self, self._titles)
        self.picture_kind.setObjectName("print_picture_kind")
        self.picture_button = QPushButton(self.tr("Choose picture…"), self)
        self.picture_button.setObjectName("print_picture_choose")
        self.picture_button.clicked.connect(self._choose_picture)
        self.picture_clear = QPushButton(self.tr("Design"), self)
        self.picture_clear.setObjectName("print_picture_clear")
        self.picture_clear.setToolTip(self.tr("Print the card design on these backs again"))
        self.picture_clear.clicked.connect(
            lambda: self.set_back_picture(self._picture_kind(), None)
        )
        self.pictures_label = plain_label(self)
        self.pictures_label.setObjectName("print_pictures")
        self.pictures_label.setWordWrap(True)
        self.pictures_label.setVisible(False)
        self.copies_kind = _choices(self, self._titles)
        self.copies_kind.setObjectName("print_copies_kind")
        self.copies = QSpinBox(self)
        self.copies.setObjectName("print_copies")
        self.copies.setRange(0, MAX_COPIES)
        self.copies.setValue(1)
        self.copies.setSuffix(self.tr(" × each card"))
        self.copies.setToolTip(
            self.tr("How many of each card of this kind to print (0 leaves it out)")
        )
        self._blanks: dict[str, int] = {}
        self._blank_kinds = set(printing.blank_cards())
        self.blanks = QSpinBox(self)
        self.blanks.setObjectName("print_blanks")
        self.blanks.setRange(0, MAX_COPIES)
        self.blanks.setPrefix(self.tr("+ "))
        self.blanks.setSuffix(self.tr(" blank"))
        self.blanks.setToolTip(
            self.tr("Write-in cards of this kind to fill in during play (aspects, relationships …)")
        )
        # Copies of single cards, over their kind's: chosen from the cards the page prints.
        self._card_copies: dict[CardKey, int] = {}
        self._card_keys: list[CardKey] = []
        self._list_cards: Callable[[], Sequence[tuple[CardKey, str]]] = list
        self._cards_listed = True
        self.one_card = _OpenedCombo(self)
        self.one_card.opening.connect(self._make_card_list)
        self.one_card.setPlaceholderText(self.tr("Choose a card…"))
        self.one_card.setObjectName("print_one_card")
        self.one_card.setToolTip(self.tr("Print more (or no) copies of one card"))
        self.one_card_copies = QSpinBox(self)
        self.one_card_copies.setObjectName("print_one_card_copies")
        self.one_card_copies.setRange(0, MAX_COPIES)
        self.one_card_copies.setSuffix(self.tr(" ×"))
        self.one_card.currentIndexChanged.connect(self._show_card_copies)
        self.one_card_copies.valueChanged.connect(self._card_copies_changed)
        self.copies_kind.currentIndexChanged.connect(self._show_copies)
        self._show_copies()
        self.copies.valueChanged.connect(partial(self._count_changed, self._copies, 1))
        self.blanks.valueChanged.connect(partial(self._count_changed, self._blanks, 0))
        self.split_backs = QCheckBox(self.tr("Fronts and backs in separate files"), self)
        self.split_backs.setObjectName("print_split_backs")
        self.split_backs.setToolTip(
            self.tr(
                "For printers without double-sided printing: print the fronts, turn the "
                "stack over as chosen above, then print the backs."
            )
        )
        self.calibration = QCheckBox(self.tr("Start with a back alignment sheet"), self)
        self.calibration.setObjectName("print_calibration")
        self.greyscale = QCheckBox(self.tr("Greyscale, to save ink"), self)
        self.greyscale.setObjectName("print_greyscale")
        self.four_colour = QCheckBox(self.tr("Four-colour playing cards"), self)
        self.four_colour.setObjectName("print_four_colour")
        self.four_colour.setToolTip(
            self.tr("Diamonds blue and clubs green, so no two suits share a colour")
        )
        self.turn = QCheckBox(self.tr("Turn cards when more fit on a sheet"), self)
        self.turn.setObjectName("print_turn")
        self.turn.setChecked(_DEFAULTS.turn)
        self.strict = QCheckBox(self.tr("Refuse to export while the preflight finds problems"))
        self.strict.setParent(self)
        self.strict.setObjectName("print_strict")

        self._restore_settings()
        self._backs_chosen()
        for widget in self._remembered().values():
            changed, _value, _show = _remembering(widget)
            changed.connect(self._remembered_option_changed)
        self.calibration.toggled.connect(self.changed)
        self.backs.currentIndexChanged.connect(self._backs_chosen)
        for signal in (
            self.backs.currentIndexChanged,
            self.offset_x.valueChanged,
            self.offset_y.valueChanged,
            self.scale_x.valueChanged,
            self.scale_y.valueChanged,
        ):
            signal.connect(self._profile_values_changed)

        cards_box = QGroupBox(self.tr("Cards"), self)
        cards_layout = QFormLayout(cards_box)
        cards_layout.addRow(self.tr("Language"), self.language)
        cards_layout.addRow(self.kinds_list)
        copies_row = QHBoxLayout()
        copies_row.addWidget(self.copies_kind, 1)
        copies_row.addWidget(self.copies)
        copies_row.addWidget(self.blanks)
        cards_layout.addRow(self.tr("Copies"), copies_row)
        one_card_row = QHBoxLayout()
        one_card_row.addWidget(self.one_card, 1)
        one_card_row.addWidget(self.one_card_copies)
        cards_layout.addRow(self.tr("One card"), one_card_row)
        characters_box = QGroupBox(self.tr("Characters"), self)
        characters_layout = QVBoxLayout(characters_box)
        characters_layout.addWidget(self.characters_tree)
        paper_box = QGroupBox(self.tr("Paper"), self)
        paper = QFormLayout(paper_box)
        paper.addRow(self.tr("Card size"), self.card_size)
        paper.addRow(self.tr("Page"), self.page_size)
        paper.addRow(self.tr("Bleed"), self.bleed)
        paper.addRow(self.tr("Gap"), self.gap)
        paper.addRow(self.tr("Printer margin"), self.margin)
        paper.addRow(self.tr("Crop marks"), self.crop_marks)
        paper.addRow(self.turn)
        paper.addRow(self.greyscale)
        paper.addRow(self.four_colour)
        paper.addRow(self.strict)
        backs_box = QGroupBox(self.tr("Backs"), self)
        backs = QFormLayout(backs_box)
        backs.addRow(self.tr("Printer"), self.profiles)
        backs.addRow(self.profiles.problem)
        backs.addRow(self.backs)
        for title, boxes in (
            (self.tr("Back offset"), (self.offset_x, self.offset_y)),
            (self.tr("Back scale"), (self.scale_x, self.scale_y)),
        ):
            row = QHBoxLayout()
            row.addWidget(plain_label(self.tr("X"), self))
            row.addWidget(boxes[0], 1)
            row.addWidget(plain_label(self.tr("Y"), self))
            row.addWidget(boxes[1], 1)
            backs.addRow(title, row)
        # The picture's buttons under its kind, not beside it: beside, their French words
        # made the whole options column too wide for a 1100 px screen.
        picture_buttons = QHBoxLayout()
        picture_buttons.addStretch(1)
        picture_buttons.addWidget(self.picture_button)
        picture_buttons.addWidget(self.picture_clear)
        backs.addRow(self.tr("Picture"), self.picture_kind)
        backs.addRow(picture_buttons)
        backs.addRow(self.pictures_label)
        backs.addRow(self.split_backs)
        calibration_row = QHBoxLayout()
        calibration_row.addWidget(self.calibration, 1)
        calibration_row.addWidget(self.calibrate_button)
        backs.addRow(calibration_row)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(cards_box)
        layout.addWidget(characters_box, 1)
        layout.addWidget(paper_box)
        layout.addWidget(backs_box)

    # --- what is chosen ------------------------------------------------------------------

    def kinds(self) -> list[str]:
        """The checked kinds of card, in the engine's order."""
        return [
            item.data(NAME_ROLE)
            for item in _list_items(self.kinds_list)
            if item.checkState() == Qt.CheckState.Checked
        ]

    def characters(self) -> list[str] | None:
        """The checked characters, or None when all are: then the GM's cards count too."""
        names = [item.data(0, NAME_ROLE) for item in self._character_items()]
        if not self._unchecked.intersection(names):
            return None
        return [name for name in names if name not in self._unchecked]

    def set_characters(self, characters: Sequence[tuple[str, str]]) -> None:
        """List the campaign's (system, name) pairs under their systems; left-out ones stay out."""
        tree = self.characters_tree
        with QSignalBlocker(tree):
            tree.clear()
            for system in systems.keys():
                names = [name for key, name in characters if key == system]
                if not names:
                    continue
                group = QTreeWidgetItem(tree, [self.system_titles[system]])
                group.setFlags(
                    group.flags() | Qt.ItemFlag.ItemIsAutoTristate | Qt.ItemFlag.ItemIsUserCheckable
                )
                for name in names:
                    item = QTreeWidgetItem(group, [name])
                    item.setData(0, NAME_ROLE, name)
                    item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                    left_out = name in self._unchecked
                    item.setCheckState(
                        0, Qt.CheckState.Unchecked if left_out else Qt.CheckState.Checked
                    )
            tree.expandAll()

    def forget_characters(self) -> None:
        """Another campaign: every character of it starts checked."""
        self._unchecked.clear()

    def set_counts(self, counts: Mapping[str, int]) -> None:
        """Show how many cards of each kind the current choice of characters makes."""
        with QSignalBlocker(self.kinds_list):
            for item in _list_items(self.kinds_list):
                kind = item.data(NAME_ROLE)
                item.setText(f"{self._titles[kind]} ({format_number(counts.get(kind, 0))})")

    def back_pictures(self) -> dict[str, bytes]:
        """The picture chosen for the backs of each kind (kinds without one are left out)."""
        return {kind: data for kind, (_path, data) in self._pictures.items()}

    def set_back_picture(self, kind: str, path: Path | None) -> None:
        """Print ``path`` (PNG or JPEG) on the backs of ``kind``; None prints the design
        again. A file that is not a picture is refused with a dialog and changes nothing."""
        if path is None:
            self._pictures.pop(kind, None)
        else:
            try:
                self._pictures[kind] = (path, read_back_picture(path))
            except UserError as error:
                QMessageBox.warning(self, self.tr("Back picture"), as_written(str(error)))
                return
        self._show_pictures()
        self.changed.emit()

    def copies_of(self) -> dict[str, int]:
        """How many of each card of a kind to print, where it is not one."""
        return dict(self._copies)

    def _picture_kind(self) -> str:
        return str(self.picture_kind.currentData())

    def _choose_picture(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Back picture"),
            "",
            self.tr("Pictures (*.png *.jpg *.jpeg)"),
        )
        if path:
            self.set_back_picture(self._picture_kind(), Path(path))

    def _show_pictures(self) -> None:
        self.pictures_label.setText(
            "\n".join(
                self.tr("{kind}: {file}").format(kind=self._titles[kind], file=path.name)
                for kind, (path, _data) in self._pictures.items()
            )
        )
        self.pictures_label.setVisible(bool(self._pictures))

    def titles(self) -> dict[str, str]:
        """What the panel calls each kind of card."""
        return dict(self._titles)

    def set_cards(self, cards: Callable[[], Sequence[tuple[CardKey, str]]]) -> None:
        """What the one-card list offers (each card's key and the words shown), made when
        the list is opened — a campaign's cards can be a million; the choice is kept."""
        self._list_cards = cards
        self._cards_listed = False
        current, text = self._current_card(), self.one_card.currentText()
        with QSignalBlocker(self.one_card):
            self.one_card.clear()
            self._card_keys = [] if current is None else [current]
            if current is not None:
                self.one_card.addItem(text, 0)
                self.one_card.setCurrentIndex(0)  # a placeholder would show in its place
        self._show_card_copies()

    def _make_card_list(self) -> None:
        if self._cards_listed:
            return
        self._cards_listed = True
        current = self._current_card()
        cards = self._list_cards()
        self._card_keys = [key for key, _text in cards]
        with QSignalBlocker(self.one_card):
            self.one_card.clear()
            for index, (_key, text) in enumerate(cards):
                self.one_card.addItem(text, index)
            chosen = self._card_keys.index(current) if current in self._card_keys else 0
            self.one_card.setCurrentIndex(chosen)
        self._show_card_copies()

    def card_copies(self) -> dict[CardKey, int]:
        """The copies chosen for single cards."""
        return dict(self._card_copies)

    def _current_card(self) -> CardKey | None:
        index = self.one_card.currentData()
        return self._card_keys[index] if index is not None else None

    def _show_card_copies(self) -> None:
        key = self._current_card()
        with QSignalBlocker(self.one_card_copies):
            default = self._copies.get(key[0], 1) if key is not None else 1
            self.one_card_copies.setValue(self._card_copies.get(key, default) if key else 1)
        self.one_card_copies.setEnabled(key is not None)

    def _card_copies_changed(self, count: int) -> None:
        key = self._current_card()
        if key is None:
            return
        self._card_copies[key] = count
        self.changed.emit()

    def blanks_of(self) -> dict[str, int]:
        """How many write-in cards of each kind to add."""
        return dict(self._blanks)

    def _show_copies(self) -> None:
        kind = str(self.copies_kind.currentData())
        with QSignalBlocker(self.copies), QSignalBlocker(self.blanks):
            self.copies.setValue(self._copies.get(kind, 1))
            self.blanks.setValue(self._blanks.get(kind, 0))
        self.blanks.setEnabled(kind in self._blank_kinds)

    def _count_changed(self, counts: dict[str, int], usual: int, count: int) -> None:
        """The copies or blanks of the chosen kind: kept where they are not the ``usual``."""
        kind = str(self.copies_kind.currentData())
        if count == usual:
            counts.pop(kind, None)
        else:
            counts[kind] = count
        self.changed.emit()

    def layout_options(self) -> LayoutOptions:
        """The layout as chosen; raises PrintOptionError for one that cannot be."""
        backs = Backs(self.backs.currentData())
        offset = (self.offset_x.value(), self.offset_y.value()) if backs.duplex else (0.0, 0.0)
        scale = (round(self.scale_x.value() / 100, 6), round(self.scale_y.value() / 100, 6))
        return LayoutOptions(
            card=self.card_size.chosen_size(),
            page=self.page_size.chosen_size(),
            bleed_mm=self.bleed.value(),
            gap_mm=None if self.gap.value() <= AUTOMATIC_GAP else self.gap.value(),
            margin_mm=self.margin.value(),
            turn=self.turn.isChecked(),
            crop_marks=CropMarks(self.crop_marks.currentData()),
            backs=backs,
            back_offset_mm=offset,
            back_scale=scale if backs.duplex else (1.0, 1.0),
        )

    def for_card_maker(self, options: PrintOptions) -> PrintOptions:
        """``options`` for PNG files: a printer profile is the home printer's, and the card
        maker places each back itself (typed values are still refused, as on the command
        line)."""
        if self.profiles.profile() is None:
            return options
        layout = replace(options.layout, back_offset_mm=(0.0, 0.0), back_scale=(1.0, 1.0))
        return replace(options, layout=layout)

    def labels(self) -> Labels:
        """The printed words in the chosen language."""
        return labels_for(self.language.currentData())

    def print_options(self) -> PrintOptions:
        """Layout, ink, calibration sheet and words as chosen; PrintOptionError as for layout."""
        layout = self.layout_options()
        return PrintOptions(
            layout,
            greyscale=self.greyscale.isChecked(),
            calibration=self.calibration.isChecked() and layout.backs.duplex,
            labels=self.labels(),
            strict=self.strict.isChecked(),
            four_colour=self.four_colour.isChecked(),
            split_backs=self.split_backs.isChecked() and layout.backs.duplex,
        )

    # --- reacting ----------------------------------------------------------------------

    def _character_toggled(self, item: QTreeWidgetItem) -> None:
        name = item.data(0, NAME_ROLE)
        if name is None:
            return  # a system row; its characters report their own change
        if item.checkState(0) == Qt.CheckState.Checked:
            self._unchecked.discard(name)
        else:
            self._unchecked.add(name)
        self.changed.emit()

    def _backs_chosen(self) -> None:
        duplex = Backs(self.backs.currentData()).duplex
        for widget in (
            self.offset_x,
            self.offset_y,
            self.scale_x,
            self.scale_y,
            self.calibration,
            self.split_backs,
        ):
            widget.setEnabled(duplex)

    # --- printer profiles ----------------------------------------------------------------

    def page_values(self, name: str) -> Profile:
        """A profile of the back offset, scale and edge now on the page (UserError for a
        name that cannot be); without double-sided backs, it turns over the long edge."""
        backs = Backs(self.backs.currentData())
        return Profile(
            name,
            (round(self.offset_x.value(), 1), round(self.offset_y.value(), 1)),
            (round(self.scale_x.value() / 100, 4), round(self.scale_y.value() / 100, 4)),
            backs if backs.duplex else Backs.LONG_EDGE,
        )

    def _profile_chosen(self) -> None:
        self._show_profile()
        self._remembered_option_changed()

    def _show_profile(self) -> None:
        profile = self.profiles.profile()
        if profile is not None:
            boxes = (self.backs, self.offset_x, self.offset_y, self.scale_x, self.scale_y)
            blockers = [QSignalBlocker(widget) for widget in boxes]
            self.backs.setCurrentIndex(self.backs.findData(profile.edge.value))
            self.offset_x.setValue(profile.offset_mm[0])
            self.offset_y.setValue(profile.offset_mm[1])
            self.scale_x.setValue(profile.scale[0] * 100)
            self.scale_y.setValue(profile.scale[1] * 100)
            del blockers
            self._backs_chosen()

    def _profile_values_changed(self) -> None:
        """Offset, scale or edge changed while a profile is chosen: the profile keeps them
        (it is that printer's). Backs turned off or folded leave it as it is."""
        profile = self.profiles.profile()
        if profile is None or not Backs(self.backs.currentData()).duplex:
            return
        values = self.page_values(profile.name)
        if values != profile:
            self.profiles.save(values, profile.name)

    def open_calibration(self) -> CalibrationDialog:
        """The Calibrate dialog, shown (not waited for): the sheet prints with the values
        now on the page; saved, its profile is chosen here."""
        profile = self.profiles.profile()
        printed_with = self.page_values(profile.name if profile else self.tr("My printer"))
        dialog = CalibrationDialog(
            printed_with,
            self.layout_options(),
            self.profiles.names(),
            self._print_calibration_sheet,
            self,
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.saved.connect(self._calibrated)
        dialog.open()
        return dialog

    def _print_calibration_sheet(self, path: Path, profile: Profile) -> None:
        check_output(path, PDF)
        options = self.print_options()
        layout = profile.applied(options.layout)
        render_pdf([], path, PrintOptions(layout, calibration=True, labels=options.labels))

    def _calibrated(self, profile: Profile) -> None:
        if self.profiles.save(profile, profile.name):
            self._profile_chosen()

    def _remembered_option_changed(self) -> None:
        self._save_settings()
        self.changed.emit()

    def _character_items(self) -> list[QTreeWidgetItem]:
        tree = self.characters_tree
        groups = [tree.topLevelItem(index) for index in range(tree.topLevelItemCount())]
        children = [
            group.child(index) for group in groups if group for index in range(group.childCount())
        ]
        return [child for child in children if child is not None]

    # --- remembered between runs ---------------------------------------------------------

    def _remembered(self) -> dict[str, QWidget]:
        """The options kept between runs, by their key in the settings."""
        return {
            f"print/{key}": widget
            for key, widget in (
                ("language", self.language),
                ("card_size", self.card_size),
                ("page_size", self.page_size),
                ("bleed", self.bleed),
                ("gap", self.gap),
                ("margin", self.margin),
                ("strict", self.strict),
                ("turn", self.turn),
                ("split_backs", self.split_backs),
                ("four_colour", self.four_colour),
                ("crop_marks", self.crop_marks),
                ("backs", self.backs),
                ("offset_x", self.offset_x),
                ("offset_y", self.offset_y),
                ("scale_x", self.scale_x),
                ("scale_y", self.scale_y),
                ("greyscale", self.greyscale),
            )
        }

    def _restore_settings(self) -> None:
        """Each remembered option as last chosen; one never chosen (or unreadable) keeps
        its default. The printer profile comes last: its values go over the typed ones."""
        self.card_size.choose(DEFAULT_CARD_SIZE)
        self.page_size.choose(DEFAULT_PAGE_SIZE)
        # Cards print in the app's language until another is chosen (and remembered).
        self.language.setCurrentIndex(max(0, self.language.findData(current_language())))
        if self.settings is None:
            return
        for key, widget in self._remembered().items():
            value = self.settings.value(key)
            if value is not None:
                _changed, _value, show = _remembering(widget)
                show(value)
        self.profiles.choose(str(self.settings.value("print/profile", "")))
        self._show_profile()

    def _save_settings(self) -> None:
        if self.settings is None:
            return
        for key, widget in self._remembered().items():
            _changed, value, _show = _remembering(widget)
            self.settings.setValue(key, value())
        profile = self.profiles.profile()
        self.settings.setValue("print/profile", profile.name if profile else "")


class ProfileChooser(QWidget):
    """The printer profiles (read again each time the list opens: ``deskapp calibrate`` may
    have changed them), with New, Rename and Delete, and a line saying when the profiles
    file is damaged. The first entry is no profile: the values typed on the page."""

    chosen = Signal()  # another profile (or none) was chosen by the user

    def __init__(self, panel: PrintOptionsPanel) -> None:
        super().__init__(panel)
        self.panel = panel
        self.combo = _OpenedCombo(self)
        self.combo.setObjectName("print_profile")
        self.combo.opening.connect(self.reload)
        self.combo.currentIndexChanged.connect(self._chosen)
        self.new_button = QPushButton(self.tr("New…"), self)
        self.new_button.setObjectName("print_profile_new")
        self.new_button.setToolTip(self.tr("Keep the back values below as a printer profile"))
        self.new_button.clicked.connect(self.new)
        self.rename_button = QPushButton(self.tr("Rename…"), self)
        self.rename_button.setObjectName("print_profile_rename")
        self.rename_button.clicked.connect(self.rename)
        self.delete_button = QPushButton(self.tr("Delete…"), self)
        self.delete_button.setObjectName("print_profile_delete")
        self.delete_button.clicked.connect(self.delete)
        self.problem = plain_label(panel)
        self.problem.setObjectName("print_profile_problem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet(error_label_style())
        self.problem.setVisible(False)
        # The buttons under the combo: beside it, they would widen the whole panel.
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        for button in (self.new_button, self.rename_button, self.delete_button):
            buttons.addWidget(button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.combo)
        layout.addLayout(buttons)
        self.reload()

    def names(self) -> list[str]:
        return [self.combo.itemData(index) for index in range(1, self.combo.count())]

    def profile(self) -> Profile | None:
        """The profile chosen, as last read; None for the values typed on the page."""
        name = self.combo.currentData()
        return self._profiles.get(name) if name else None

    def choose(self, name: str) -> None:
        """Choose the profile of that name, quietly (none when there is no such profile)."""
        with QSignalBlocker(self.combo):
            self.combo.setCurrentIndex(max(0, self.combo.findData(name)))
        self._update_buttons()

    def reload(self) -> None:
        """Read the profiles file again; the chosen profile stays chosen while it exists."""
        self._profiles = read_profiles()
        self.problem.setText(self._profiles.problem)
        self.problem.setVisible(bool(self._profiles.problem))
        current = self.combo.currentData()
        with QSignalBlocker(self.combo):
            self.combo.clear()
            self.combo.addItem(self.tr("No profile: the values below"), "")
            for name in self._profiles.names():
                self.combo.addItem(name, name)
            self.combo.setCurrentIndex(max(0, self.combo.findData(current)))
        if self.combo.currentData() != current:
            self.chosen.emit()  # removed meanwhile: no profile now
        self._update_buttons()

    def save(self, profile: Profile, replacing: str = "") -> bool:
        """Save ``profile`` (in place of ``replacing``) and choose it; a refusal is said."""
        try:
            aside = put_profile(profile, replacing)
        except (UserError, OSError) as error:
            QMessageBox.warning(self, self.tr("Printer Profile"), as_written(str(error)))
            return False
        if aside is not None:
            QMessageBox.information(
                self,
                self.tr("Printer Profile"),
                as_written(
                    self.tr("The damaged profiles file was kept as {path}.").format(path=aside)
                ),
            )
        self.reload()
        self.choose(profile.name)
        return True

    def new(self) -> None:
        self._save_as(self.tr("New Printer Profile"), None)

    def rename(self) -> None:
        if self.profile() is not None:
            self._save_as(self.tr("Rename Printer Profile"), self.profile())

    def _save_as(self, title: str, profile: Profile | None) -> None:
        """Ask a name, then save the page's values under it as a new profile, or (given
        ``profile``) that profile renamed; a name another profile has is refused."""
        name = self._ask_name(title, profile.name if profile else "")
        if name is None or (profile is not None and name == profile.name):
            return
        try:
            if profile is None:
                made = self.panel.page_values(name)
            else:
                made = Profile(name, profile.offset_mm, profile.scale, profile.edge)
        except UserError as error:
            QMessageBox.warning(self, self.tr("Printer Profile"), as_written(str(error)))
            return
        if profile is None and self._profiles.get(name) is not None:
            QMessageBox.warning(
                self,
                self.tr("Printer Profile"),
                as_written(
                    self.tr("There is a printer profile named “{name}” already.").format(name=name)
                ),
            )
            return
        if self.save(made, profile.name if profile else ""):
            self.chosen.emit()

    def delete(self) -> None:
        """Delete the chosen profile once the user confirms; its values stay on the page."""
        profile = self.profile()
        if profile is None:
            return
        answer = QMessageBox.question(
            self,
            self.tr("Delete Printer Profile"),
            as_written(
                self.tr(
                    "Delete the printer profile “{name}”? Its back offset and scale stay on "
                    "the page until you change them."
                ).format(name=profile.name)
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return
        try:
            remove_profile(profile.name)
        except OSError as error:
            QMessageBox.warning(self, self.tr("Printer Profile"), as_written(str(error)))
            return
        self.reload()

    def _ask_name(self, title: str, name: str) -> str | None:
        text, accepted = QInputDialog.getText(
            self, title, self.tr("Name (printer, tray, paper):"), text=name
        )
        return text.strip() if accepted and text.strip() else None

    def _chosen(self) -> None:
        self._update_buttons()
        self.chosen.emit()

    def _update_buttons(self) -> None:
        chosen = self.profile() is not None
        self.rename_button.setEnabled(chosen)
        self.delete_button.setEnabled(chosen)


class _OpenedCombo(QComboBox):
    """A combo box that says when its list is about to open."""

    opening = Signal()

    def showPopup(self) -> None:
        self.opening.emit()
        super().showPopup()


def _card_names() -> dict[str, str]:
    return {
        "poker": translate("SizeChooser", "Poker"),
        "us-poker": translate("SizeChooser", "US poker"),
        "bridge": translate("SizeChooser", "Bridge"),
        "mini": translate("SizeChooser", "Mini"),
        "tarot": translate("SizeChooser", "Tarot"),
        "index": translate("SizeChooser", "Index card"),
    }


def _page_names() -> dict[str, str]:
    return {
        "a4": translate("SizeChooser", "A4"),
        "letter": translate("SizeChooser", "Letter"),
        "a3": translate("SizeChooser", "A3"),
    }


def _millimetre_box(
    low: float,
    high: float,
    parent: QWidget,
    name: str = "",
    step: float = 1.0,
    value: float = 0.0,
    *,
    unit: str = "mm",
) -> QDoubleSpinBox:
    box = QDoubleSpinBox(parent)
    box.setObjectName(name)
    box.setRange(low, high)
    box.setDecimals(1)
    box.setSuffix(f" {unit}")
    box.setSingleStep(step)
    box.setValue(value)
    box.setKeyboardTracking(False)  # one change when the typing is done, not one per digit
    return box


def _remembering(
    widget: QWidget,
) -> tuple[SignalInstance, Callable[[], object], Callable[[object], None]]:
    """How a remembered option says it changed, gives its value as the settings keep it,
    and shows a remembered value (one that is not readable leaves the widget as it is)."""
    if isinstance(widget, SizeChooser):
        return widget.changed, widget.chosen_text, lambda value: widget.choose(str(value))
    if isinstance(widget, QCheckBox):
        # INI files give back text.
        return (
            widget.toggled,
            widget.isChecked,
            lambda value: widget.setChecked(value in (True, "true")),
        )
    if isinstance(widget, QDoubleSpinBox):
        return (
            widget.valueChanged,
            widget.value,
            lambda value: widget.setValue(_number(value, widget.value())),
        )
    assert isinstance(widget, QComboBox)
    return widget.currentIndexChanged, widget.currentData, partial(_choose_data, widget)


def _choose_data(combo: QComboBox, value: object) -> None:
    if combo.findData(value) >= 0:
        combo.setCurrentIndex(combo.findData(value))


def _choices(parent: QWidget, titles: Mapping[str, str]) -> QComboBox:
    combo = QComboBox(parent)
    for value, title in titles.items():
        combo.addItem(title, str(value))  # plain text: Qt compares item data as text
    # The longest French choice ("Recto-verso, retournement sur le bord long …") would set
    # the whole options column's width; the combo grows with the column and its list shows
    # every choice whole, so a small screen only shortens the closed box.
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(12)
    return combo


def _list_items(view: QListWidget) -> list[QListWidgetItem]:
    return [view.item(row) for row in range(view.count())]


def _number(value: object, default: float) -> float:
    if isinstance(value, str | int | float):  # QSettings gives back text from INI files
        try:
            return float(value)
        except ValueError:
            pass
    return default
