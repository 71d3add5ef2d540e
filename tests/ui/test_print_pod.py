"""The Print page's "PDF for print on demand…": the same CMYK PDF as ``deskapp print --pod``."""

from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfReader
from pypdf.generic import ContentStream
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QFileDialog

from deskapp.ui.controller import CampaignController
from deskapp.ui.print_page import PrintPage
from printables.geometry import INCH
from printables.pod import TOTAL_INK_LIMIT

from .test_print_page import changed, shown_page, tick_only

pytestmark = pytest.mark.window(campaign="demo", file_name="Ukázka.carddesk", exposed=True)
MM = 72 / 25.4


@pytest.fixture
def page(qtbot, controller: CampaignController, settings: QSettings):
    yield from shown_page(qtbot, controller, settings)


def test_the_print_on_demand_pdf_is_one_card_a_page_in_cmyk(
    qtbot, page: PrintPage, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out, asked = tmp_path / "na zakázku.pdf", []

    def ask(_parent, title, suggested, _filter):
        asked.append((title, suggested))
        return str(tmp_path / "na zakázku"), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", ask)
    changed(qtbot, page, lambda: tick_only(page, "threat-level"))
    with qtbot.waitSignal(page.export_ended, timeout=20_000) as ended:
        qtbot.mouseClick(page.pod_button, Qt.MouseButton.LeftButton)
        assert not page.pod_button.isEnabled()
    suggested = str(tmp_path / "Ukázka cards for print on demand.pdf")
    assert asked == [("PDF for Print on Demand", suggested)]
    assert ended.args[0].preflight.cards == 4
    # No backs chosen: said, as the PNG export says it (review r30e).
    assert page.status.text() == (
        f"Wrote the fronts of 4 cards to {out}, one a page; no backs were written: choose "
        "double-sided backs under Backs to write them too."
    )
    assert page.pod_button.isEnabled()
    reader = PdfReader(out)
    assert len(reader.pages) == 4
    inks = []
    for pdf_page in reader.pages:
        assert float(pdf_page.mediabox.width) == pytest.approx((2.5 * INCH + INCH / 4) * MM)
        for operands, operator in ContentStream(pdf_page.get_contents(), reader).operations:
            assert operator not in (b"rg", b"RG", b"g", b"G", b"sc", b"scn")
            if operator in (b"k", b"K"):
                inks.append(sum(float(value) for value in operands))
    assert inks and max(inks) <= TOTAL_INK_LIMIT + 1e-6


def test_a_card_size_print_on_demand_services_do_not_take_is_refused_in_the_result_line(
    qtbot, page: PrintPage, tmp_path: Path
) -> None:
    combo = page.options.card_size.combo
    changed(qtbot, page, lambda: combo.setCurrentIndex(combo.findData("bridge")))
    page.export_to(tmp_path / "x.pdf", pod=True)
    assert page.status.text().startswith("Nothing was written: ")
    assert "card makers print cards in their own sizes" in page.status.text()
    assert not (tmp_path / "x.pdf").exists()


def test_the_home_printers_offset_and_calibration_sheet_are_left_out_not_refused(
    qtbot, page: PrintPage, tmp_path: Path
) -> None:
    """The page's back offset and calibration sheet are for sheets printed at home: the print
    on demand PDF leaves them out, and the page keeps them for the next sheets."""
    options = page.options
    changed(qtbot, page, lambda: tick_only(page, "threat-level"))
    changed(qtbot, page, lambda: options.backs.setCurrentIndex(options.backs.findData("long")))
    changed(qtbot, page, lambda: options.offset_x.setValue(0.7))
    changed(qtbot, page, lambda: options.calibration.setChecked(True))
    out = tmp_path / "pod.pdf"
    with qtbot.waitSignal(page.export_ended, timeout=20_000) as ended:
        page.export_to(out, pod=True)
    assert ended.args[0] is not None and ended.args[0].preflight.cards == 4
    reader = PdfReader(out)
    assert len(reader.pages) == 8  # each front, then its back: no calibration sheet
    assert {round(float(p.trimbox.left), 2) for p in reader.pages} == {round(INCH / 8 * MM, 2)}
    assert options.layout_options().back_offset_mm == (0.7, 0.0)
    assert options.calibration.isChecked()
    assert page.status.text() == (
        f"Wrote 4 cards to {out}, one side a page, each back after its front."
    )
