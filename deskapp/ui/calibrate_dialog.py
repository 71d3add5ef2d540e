"""The Calibrate dialog: print the calibration sheet, type what it reads, save a printer profile.

The sheet is printed with the back offset, scale and edge now on the Print page (a
profile's, or the values typed there); the readings correct those values, as
``deskapp calibrate`` does (:func:`printables.profiles.calibrated`), and the dialog shows
the result before it is saved into a profile, new or existing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from deskapp.core.errors import UserError
from deskapp.core.i18n import translate
from deskapp.ui.plain import as_written, plain_label
from deskapp.ui.style import error_label_style
from printables.layout import LayoutOptions
from printables.profiles import MAX_READING_MM, Profile, calibrated, describe


def point_names() -> dict[str, str]:
    """The sheet's points as the dialog names them, in :data:`POINTS` order."""
    return {
        "centre": translate("CalibrationDialog", "Centre"),
        "bottom-left": translate("CalibrationDialog", "Bottom left"),
        "bottom-right": translate("CalibrationDialog", "Bottom right"),
        "top-left": translate("CalibrationDialog", "Top left"),
        "top-right": translate("CalibrationDialog", "Top right"),
    }


class CalibrationDialog(QDialog):
    """Readings at the sheet's five points (the centre always, each corner when ticked)."""

    saved = Signal(object)  # the corrected Profile, to save

    def __init__(
        self,
        printed_with: Profile,
        layout: LayoutOptions,
        names: Sequence[str],
        print_sheet: Callable[[Path, Profile], None],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("calibrate_dialog")
        self.setWindowTitle(self.tr("Calibrate the Printer"))
        self.printed_with = printed_with
        self.layout_options = layout
        self._print_sheet = print_sheet
        steps = plain_label(
            self.tr(
                "1. Print the sheet on both sides, as you print cards.\n"
                "2. Hold it against a light: at each point the back's cross falls on the "
                "front's scales. Type the numbers there, across then up (half millimetres "
                "read well). The centre gives the offset; the corners the scale.\n"
                "3. Save into a printer profile. Printed again with it, the sheet reads 0."
            ),
            self,
        )
        steps.setWordWrap(True)
        self.print_button = QPushButton(self.tr("Print the Sheet…"), self)
        self.print_button.setObjectName("calibrate_print")
        self.print_button.clicked.connect(self._choose_sheet_file)
        self.printed_label = plain_label(self)
        self.printed_label.setWordWrap(True)
        self.printed_label.setText(
            self.tr("The sheet prints with: {values}").format(values=describe(printed_with))
        )

        grid = QGridLayout()
        grid.addWidget(plain_label(self.tr("Across (X)"), self), 0, 1)
        grid.addWidget(plain_label(self.tr("Up (Y)"), self), 0, 2)
        self.readings: dict[str, tuple[QCheckBox, QDoubleSpinBox, QDoubleSpinBox]] = {}
        for row, (point, title) in enumerate(point_names().items(), start=1):
            read = QCheckBox(title, self)
            read.setObjectName(f"calibrate_{point}")
            read.setChecked(point == "centre")
            boxes = (_reading_box(self), _reading_box(self))
            for box in boxes:
                box.setObjectName(f"calibrate_{point}_{'xy'[boxes.index(box)]}")
                box.setEnabled(read.isChecked())
                read.toggled.connect(box.setEnabled)
                box.valueChanged.connect(self._show_result)
            read.toggled.connect(self._show_result)
            grid.addWidget(read, row, 0)
            grid.addWidget(boxes[0], row, 1)
            grid.addWidget(boxes[1], row, 2)
            self.readings[point] = (read, *boxes)

        self.result_label = plain_label(self)
        self.result_label.setObjectName("calibrate_result")
        self.result_label.setWordWrap(True)
        self.profile_name = QComboBox(self)
        self.profile_name.setObjectName("calibrate_profile")
        self.profile_name.setEditable(True)
        self.profile_name.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.profile_name.addItems(list(names))
        self.profile_name.setCurrentText(printed_with.name)
        line = self.profile_name.lineEdit()
        if line is not None:
            line.setPlaceholderText(self.tr("A name for this printer"))
        self.profile_name.currentTextChanged.connect(self._show_result)
        save_row = QHBoxLayout()
        save_row.addWidget(plain_label(self.tr("Save into the profile"), self))
        save_row.addWidget(self.profile_name, 1)

        buttons = QDialogButtonBox(self)
        self.save_button = buttons.addButton(
            self.tr("Save"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.save_button.setObjectName("calibrate_save")
        buttons.addButton(QDialogButtonBox.StandardButton.Close)
        buttons.accepted.connect(self.save)
        buttons.rejected.connect(self.reject)

        layout_box = QVBoxLayout(self)
        layout_box.addWidget(steps)
        print_row = QHBoxLayout()
        print_row.addWidget(self.print_button)
        print_row.addWidget(self.printed_label, 1)
        layout_box.addLayout(print_row)
        layout_box.addLayout(grid)
        layout_box.addWidget(self.result_label)
        layout_box.addLayout(save_row)
        layout_box.addWidget(buttons)
        self._show_result()

    def corrected(self) -> Profile:
        """The profile the readings make (named as typed); UserError when it cannot be."""
        values = {
            point: (x.value(), y.value())
            for point, (read, x, y) in self.readings.items()
            if read.isChecked()
        }
        base = self.printed_with
        return replace(
            calibrated(base, values, self.layout_options), name=self.profile_name.currentText()
        )

    def _show_result(self) -> None:
        try:
            profile = self.corrected()
        except UserError as error:
            self.result_label.setStyleSheet(error_label_style())
            self.result_label.setText(str(error))
            self.save_button.setEnabled(False)
            return
        self.result_label.setStyleSheet("")
        self.result_label.setText(self.tr("Corrected: {values}").format(values=describe(profile)))
        self.save_button.setEnabled(True)

    def save(self) -> None:
        """Hand the corrected values on to be saved (``saved``) and close; a profile that
        cannot be is said where the result is, and the dialog stays open."""
        try:
            profile = self.corrected()
        except UserError:
            return  # the result line says why, and Save is disabled
        self.saved.emit(profile)
        self.accept()

    def _choose_sheet_file(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Print the Calibration Sheet"),
            self.tr("calibration sheet.pdf"),
            self.tr("PDF files (*.pdf)"),
        )
        if path:
            self.print_sheet(Path(path if path.lower().endswith(".pdf") else f"{path}.pdf"))

    def print_sheet(self, path: Path) -> None:
        """Write the calibration sheet as the page would print it to ``path``."""
        try:
            self._print_sheet(path, self.printed_with)
        except (UserError, OSError) as error:
            QMessageBox.warning(self, self.tr("Calibration Sheet"), as_written(str(error)))
            return
        self.printed_label.setText(
            self.tr("Written to {path}: print it on both sides, with: {values}").format(
                path=path, values=describe(self.printed_with)
            )
        )


def _reading_box(parent: QWidget) -> QDoubleSpinBox:
    box = QDoubleSpinBox(parent)
    box.setRange(-MAX_READING_MM, MAX_READING_MM)
    box.setDecimals(1)
    box.setSingleStep(0.5)
    box.setAlignment(Qt.AlignmentFlag.AlignRight)
    return box
