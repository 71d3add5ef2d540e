"""Rendering card sheets off the GUI thread: one ``render_pdf`` call per job, cancellable.

The GUI keeps the campaign (its SQLite connection belongs to the GUI thread),
so a job gets plain card specs and options and touches nothing else. It reports
through signals of a QObject made in the GUI thread, so they arrive there queued.
"""

from __future__ import annotations

import io
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, QRunnable, Signal

from deskapp.core.errors import UserError
from printables.document import PrintCancelled, PrintOptions, render_pdf
from printables.geometry import Size
from printables.preflight import Preflight
from printables.raster import export_pngs
from printables.specs import CardSpec


@dataclass(frozen=True, slots=True)
class RenderResult:
    """A finished render: the preflight, and the PDF bytes (a preview) or the file written."""

    preflight: Preflight
    data: bytes | None = None
    path: Path | None = None


class RenderSignals(QObject):
    """What a job reports; exactly one of finished, failed and cancelled ends each job."""

    progress = Signal(int, int)  # cards drawn, cards in all
    finished = Signal(object)  # RenderResult
    failed = Signal(str)  # one line saying why
    cancelled = Signal()


class RenderJob(QRunnable):
    """Render ``cards`` to a file (atomically) or, without a path, to bytes for a preview."""

    def __init__(
        self,
        cards: Sequence[CardSpec],
        options: PrintOptions,
        path: Path | None = None,
        *,
        png_size: Size | None = None,
    ) -> None:
        super().__init__()
        self.cards = cards
        self.options = options
        self.path = path
        self.png_size = png_size  # with a path: PNG files of this card size into that folder
        self.signals = RenderSignals()
        self._cancel = threading.Event()

    def cancel(self) -> None:
        """Ask the job to stop before its next card; a file being written is left as it was."""
        self._cancel.set()

    def run(self) -> None:
        buffer = io.BytesIO()
        try:
            if self.png_size is not None and self.path is not None:
                preflight = export_pngs(
                    self.cards,
                    self.path,
                    self.options,
                    self.png_size,
                    progress=self.signals.progress.emit,
                    cancelled=self._cancel.is_set,
                )
            else:
                preflight = render_pdf(
                    self.cards,
                    self.path if self.path is not None else buffer,
                    self.options,
                    progress=self.signals.progress.emit,
                    cancelled=self._cancel.is_set,
                )
        except PrintCancelled:
            self.signals.cancelled.emit()
            return
        except UserError as error:
            self.signals.failed.emit(str(error))
            return
        except Exception as error:
            # Raised in a worker thread, it would be lost: report every failure to the page.
            self.signals.failed.emit(f"{type(error).__name__}: {error}")
            return
        data = buffer.getvalue() if self.path is None else None
        self.signals.finished.emit(RenderResult(preflight, data, self.path))
