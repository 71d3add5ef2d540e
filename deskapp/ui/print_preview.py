"""A PDF held in memory, shown page under page with QtPdf — or a message where it cannot be.

QtPdf (and PDFium under it) is loaded when the first PDF is shown, not when the window
opens: the card preview beside the editors starts with a message, and a launch should
not wait for a PDF engine it may not use.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice, QPointF, Qt
from PySide6.QtWidgets import QStackedWidget, QVBoxLayout, QWidget

from deskapp.ui.plain import plain_label

if TYPE_CHECKING:
    from PySide6.QtPdf import QPdfDocument
    from PySide6.QtPdfWidgets import QPdfView

    from printables.preflight import Continued, Problem


class PdfPreview(QWidget):
    """Shows the very PDF that would be exported, so what you see is what prints."""

    def __init__(
        self, parent: QWidget | None = None, page_spacing: int = 12, tab_focus: bool = True
    ) -> None:
        super().__init__(parent)
        self._page_spacing = page_spacing
        self._tab_focus = tab_focus
        self._document: QPdfDocument | None = None
        self._view: QPdfView | None = None
        self.message = plain_label(self)
        self.message.setObjectName("print_preview_message")
        self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message.setWordWrap(True)
        self.message.setMargin(24)
        self.stack = QStackedWidget(self)
        self.stack.addWidget(self.message)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.stack)
        # QPdfDocument reads from the device while pages are drawn: it must outlive the load.
        self._buffer: QBuffer | None = None

    @property
    def view(self) -> QPdfView:
        """The pages' view (QtPdf is loaded the first time it is asked for)."""
        if self._view is None:
            from PySide6.QtPdf import QPdfDocument  # noqa: PLC0415 (loaded when first needed)
            from PySide6.QtPdfWidgets import QPdfView  # noqa: PLC0415

            self._document = QPdfDocument(self)
            self._view = QPdfView(self)
            self._view.setObjectName("print_preview_view")
            self._view.setDocument(self._document)
            self._view.setPageMode(QPdfView.PageMode.MultiPage)
            self._view.setZoomMode(QPdfView.ZoomMode.FitInView)
            self._view.setPageSpacing(self._page_spacing)
            if not self._tab_focus:
                self._view.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
            self.stack.insertWidget(0, self._view)
        return self._view

    @property
    def document(self) -> QPdfDocument:
        self.view  # noqa: B018 (made with the view)
        assert self._document is not None
        return self._document

    def show_pdf(self, data: bytes) -> None:
        """Show these PDF bytes, staying on the page the user was looking at."""
        page = self.view.pageNavigator().currentPage()
        self.document.close()
        if self._buffer is not None:
            self._buffer.close()
            self._buffer.deleteLater()  # it holds a whole PDF
        self._buffer = QBuffer(self)
        self._buffer.setData(QByteArray(data))
        self._buffer.open(QIODevice.OpenModeFlag.ReadOnly)
        self.document.load(self._buffer)
        if self.document.status() != type(self.document).Status.Ready:
            self.show_message(self.tr("The preview cannot be shown."))
            return
        self.stack.setCurrentWidget(self.view)
        last = max(self.document.pageCount() - 1, 0)
        self.view.pageNavigator().jump(min(page, last), QPointF())

    def show_message(self, text: str) -> None:
        """Say why there is no preview, in place of the pages."""
        self.message.setText(text)
        self.stack.setCurrentWidget(self.message)


def describe_problem(problem: Problem) -> str:
    """What is wrong with a card, in the user's language (the engine's own text is English)."""
    # The print engine's checks are loaded with the first problem, not with the window.
    from printables.preflight import (  # noqa: PLC0415
        LowResolution,
        MissingGlyphs,
        Overflow,
        SheetWarning,
        field_name,
    )

    translate = QCoreApplication.translate
    if isinstance(problem, SheetWarning):
        return problem.text  # the engine's sentence: it has numbers and sizes in it
    problem = replace(problem, field=field_name(problem.field))  # "values: Síla" in Czech too
    if isinstance(problem, Overflow):
        text = translate(
            "Preflight",
            "the {field} is {mm:.1f} mm too long, even in the smallest type: "
            "shorten it or choose a larger card",
        )
        return text.format(field=problem.field, mm=problem.overflow_mm)
    if isinstance(problem, LowResolution):
        text = translate("Preflight", "the {field} prints at {dpi} dpi and may look blurred")
        return text.format(field=problem.field, dpi=problem.dpi)
    if isinstance(problem, MissingGlyphs):
        text = translate(
            "Preflight", "the {field} has letters the card font cannot print: {letters}"
        )
        return text.format(field=problem.field, letters=" ".join(problem.characters))
    text = translate("Preflight", "the {field} cannot be read ({reason})")
    return text.format(field=problem.field, reason=problem.reason)


def describe_continued(note: Continued) -> str:
    """Where a full card went on, in the user's language."""
    translate = QCoreApplication.translate
    # lupdate reads a translate() plural only when its count is a plain name.
    cards, fields = note.cards, note.more_fields
    more = translate("Preflight", "%n more field(s)", None, fields) if fields else ""
    if fields:
        text = translate(
            "Preflight", "card full: {field} and {more} continue on %n card(s)", None, cards
        )
    else:
        text = translate("Preflight", "card full: {field} continues on %n card(s)", None, cards)
    return text.format(field=note.field, more=more)
