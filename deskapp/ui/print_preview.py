"""A PDF held in memory, shown page under page with QtPdf — or a message where it cannot be."""

from __future__ import annotations

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice, QPointF, Qt
from PySide6.QtPdf import QPdfDocument
from PySide6.QtPdfWidgets import QPdfView
from PySide6.QtWidgets import QLabel, QStackedWidget, QVBoxLayout, QWidget

from printables.preflight import (
    Continued,
    LowResolution,
    MissingGlyphs,
    Overflow,
    Problem,
    SheetWarning,
)


class PdfPreview(QWidget):
    """Shows the very PDF that would be exported, so what you see is what prints."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = QPdfDocument(self)
        self.view = QPdfView(self)
        self.view.setObjectName("print_preview_view")
        self.view.setDocument(self.document)
        self.view.setPageMode(QPdfView.PageMode.MultiPage)
        self.view.setZoomMode(QPdfView.ZoomMode.FitInView)
        self.view.setPageSpacing(12)
        self.message = QLabel(self)
        self.message.setObjectName("print_preview_message")
        self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message.setWordWrap(True)
        self.message.setMargin(24)
        self.stack = QStackedWidget(self)
        self.stack.addWidget(self.view)
        self.stack.addWidget(self.message)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.stack)
        # QPdfDocument reads from the device while pages are drawn: it must outlive the load.
        self._buffer: QBuffer | None = None

    @property
    def page_count(self) -> int:
        return self.document.pageCount() if self.stack.currentWidget() is self.view else 0

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
        if self.document.status() != QPdfDocument.Status.Ready:
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
    translate = QCoreApplication.translate
    if isinstance(problem, SheetWarning):
        return problem.text  # the engine's sentence: it has numbers and sizes in it
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
