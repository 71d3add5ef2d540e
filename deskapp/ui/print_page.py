"""The Print mode: choose the cards and the paper, see the real PDF, read the preflight, export.

The preview is the exported PDF itself, rendered off the GUI thread a moment
after the last change (so a run of clicks renders once) and only while the page
is shown. Export writes the same PDF to a file in a worker thread; its progress
dialog appears only when the export takes longer than half a second, and
Cancel leaves no file behind (the engine writes atomically). An export the options
cannot make is refused before any file dialog; every refusal and result is said in
one line across the right column, under the buttons, which never widens the page.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import cache, partial
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDir, QSettings, Qt, QThreadPool, QTimer, Signal
from PySide6.QtGui import QHideEvent, QIcon, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QFileDialog,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QProgressDialog,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from deskapp.core.errors import UserError
from deskapp.core.i18n import format_number
from deskapp.core.printing import (
    Later,
    NothingChangedError,
    PrintRun,
    PrintSource,
    campaign_cards,
    card_counts,
    card_key,
    cards_to_print,
    first_owners,
    read_campaign,
)
from deskapp.core.store import CampaignFile, StoreError
from deskapp.core.store.locations import PDF, check_output
from deskapp.ui.controller import CampaignController
from deskapp.ui.plain import plain_label
from deskapp.ui.print_options import PrintOptionsPanel
from deskapp.ui.print_preview import PdfPreview, describe_continued, describe_problem
from deskapp.ui.print_worker import RenderJob, RenderResult
from deskapp.ui.style import error_label_style
from printables.document import PrintOptions, split_paths
from printables.layout import compute_sheet
from printables.pod import pod_options, pod_size
from printables.preflight import Continued, Preflight, Problem, SheetWarning
from printables.raster import check_png_folder, check_png_options
from printables.specs import CardSpec


class PrintPage(QWidget):
    """Options on the left; the PDF preview, the preflight report and Export on the right."""

    preview_updated = Signal()  # the preview (or the message in its place) fits the options
    export_ended = Signal(object)  # the RenderResult, or None when cancelled or failed

    PREVIEW_DELAY_MS = 300
    PREVIEW_CARDS = 900
    """The preview shows at most this many cards (100 A4 sheets of poker cards)."""
    PROGRESS_DELAY_MS = 500

    def __init__(
        self,
        controller: CampaignController,
        system_titles: dict[str, str],
        settings: QSettings | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("page_print")
        self.controller = controller
        self.pool = QThreadPool.globalInstance()
        # The campaign as last read; it is read only in answer to the campaign's own signals
        # and to the page being shown, never from a timer that might outlive the campaign.
        self._source: PrintSource | None = None
        self._source_problem = ""  # why the campaign could not be read, if it could not
        self._export_split = False  # the export under way writes fronts and backs apart
        # What the export under way writes: "pdf" (the sheets the preview shows), "pod" (one
        # card a page) or "png" (a file a card side, in a folder).
        self._export_kind = "pdf"
        self._source_stale = True
        self._preview_of = 0  # the cards printed in all, when the preview shows fewer
        self._stale = True  # the preview does not show the current options yet
        self._preview_job: RenderJob | None = None
        self._export_job: RenderJob | None = None
        self._progress: QProgressDialog | None = None
        # The print run the cards last chosen make (made once, in the job that reads it), and
        # how many cards changed in the preview's run, once it is made.
        self._run: Callable[[], PrintRun] | None = None
        self._export_run: tuple[CampaignFile, Callable[[], PrintRun]] | None = None
        self._changed_counts: list[tuple[int, int]] = []
        self._counts_of_run: list[tuple[int, int]] = []
        self._nothing_changed = ""  # why the preview's run had no card to print, if so

        self.options = PrintOptionsPanel(system_titles, settings, self)
        self.options.changed.connect(self._options_changed)
        options_scroll = QScrollArea(self)
        options_scroll.setWidgetResizable(True)
        options_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        options_scroll.setWidget(self.options)
        options_scroll.setMinimumWidth(self.options.sizeHint().width() + 24)

        self.preview = PdfPreview(self)
        self.changed_only = QCheckBox(self)
        self.changed_only.setObjectName("print_changed_only")
        self.changed_only.setToolTip(
            self.tr(
                "Print only the cards whose face or back differs from their last print (a "
                "card never printed counts), with a last page listing them by owner. Every "
                "export notes what it printed."
            )
        )
        self.changed_only.toggled.connect(self._options_changed)
        # Its words take the report's width, which the campaign list's rows need more.
        self.changed_only.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self._show_changed(None)
        self.summary = plain_label(self)
        self.summary.setObjectName("print_summary")
        self.problems_title = plain_label(self)
        self.problems_title.setObjectName("print_problems_title")
        self.status = plain_label(self)
        self.status.setObjectName("print_status")
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # Long in French ("Vérification : chaque carte s'imprime comme prévu."): they wrap
        # beside the export buttons rather than widen the page past a small screen.
        for label in (self.summary, self.problems_title, self.status):
            label.setWordWrap(True)
        # The result line (a folder's path, a refusal) wraps in the column's width and
        # never asks for more: its longest word would widen the window past the screen.
        wrapped = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        wrapped.setHeightForWidth(True)
        self.status.setSizePolicy(wrapped)
        self.status.setMinimumWidth(1)  # in place of its longest word's width
        self.problems = QListWidget(self)
        self.problems.setObjectName("print_problems")
        self.problems.setWordWrap(True)
        self.problems.setMaximumHeight(self.problems.fontMetrics().height() * 6)
        self.export_button = QPushButton(self.tr("Export PDF…"), self)
        self.export_button.setObjectName("print_export")
        self.export_button.setDefault(True)
        self.export_button.clicked.connect(self.export)
        self.png_button = QPushButton(self.tr("PNG files for card makers…"), self)
        self.png_button.setObjectName("print_export_png")
        self.png_button.setToolTip(
            self.tr(
                "One PNG file a card side at 300 dpi with a 1/8 inch bleed, in the size "
                "print-on-demand card makers take (poker, tarot or mini), in a new folder: "
                "the fronts, and each card's back after its front when Backs are "
                "double-sided (No backs writes fronts only)."
            )
        )
        self.png_button.clicked.connect(self.export_png)
        self.pod_button = QPushButton(self.tr("PDF for print on demand…"), self)
        self.pod_button.setObjectName("print_export_pod")
        self.pod_button.setToolTip(
            self.tr(
                "One card a page with a 1/8 inch bleed, in the size print-on-demand services "
                "take (poker, tarot or mini), every colour and picture in CMYK with at most "
                "240 % ink, fonts embedded."
            )
        )
        self.pod_button.clicked.connect(lambda: self.export(pod=True))

        report = QVBoxLayout()
        report.addWidget(self.summary)
        report.addWidget(self.problems_title)
        report.addWidget(self.problems)
        bottom = QHBoxLayout()
        bottom.addLayout(report, 1)
        buttons = QVBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.png_button)
        buttons.addWidget(self.pod_button)
        buttons.addWidget(self.export_button)
        bottom.addLayout(buttons)
        right = QWidget(self)
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.preview, 1)
        right_layout.addWidget(self.changed_only)  # the whole width: under the buttons too
        right_layout.addLayout(bottom)
        right_layout.addWidget(self.status)  # the whole width, under the button pressed
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(options_scroll)
        splitter.addWidget(right)
        splitter.setStretchFactor(1, 1)
        splitter.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)

        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.render_preview)
        controller.changed.connect(self._campaign_changed)
        controller.opened.connect(self._campaign_opened)
        # A render still running when the app quits would hold the exit up: stop it.
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.cancel_all)

    # --- the preview -----------------------------------------------------------------------

    def render_preview(self) -> None:
        """Render the PDF the current options make and show it (the result arrives later)."""
        self._stale = False
        if self._preview_job is not None:
            self._preview_job.cancel()
            self._preview_job = None
        try:
            cards, options = self.chosen(preview=True)
        except UserError as error:
            self._no_preview(str(error))
            return
        # The preview shows what a strict export would refuse: it is never strict itself.
        job = RenderJob(cards, replace(options, strict=False))
        self._changed_counts = self._counts_of_run
        job.signals.finished.connect(self._preview_finished)
        job.signals.failed.connect(self._preview_failed)
        job.signals.cancelled.connect(self._preview_cancelled)
        self._preview_job = job
        self.pool.start(job)

    def chosen(self, *, preview: bool = False) -> tuple[Sequence[CardSpec], PrintOptions]:
        """The cards and options as chosen now; a UserError says what cannot be printed.

        The cards are counted here, but made when first read — by the render job, off the
        GUI thread: an agent's relationship cards alone are N − 1, and with a thousand
        agents a million cards would freeze the page. The one-card list makes its cards
        when it is opened. For the ``preview``, only the first :attr:`PREVIEW_CARDS` are
        made (the export checks and prints them all)."""
        if self._source_stale:
            self._read_campaign()
        if self._source is None:
            raise UserError(self._source_problem)
        source, characters, labels = self._source, self.options.characters(), self.options.labels()
        kinds = self.options.kinds()
        counts = card_counts(source, characters, labels)
        self.options.set_counts(counts)
        titles = self.options.titles()
        self.options.set_cards(
            lambda: [
                (
                    card_key(card),
                    self.tr("{kind}: {card}").format(
                        kind=titles[card.kind], card=card_key(card)[2]
                    ),
                )
                for card in campaign_cards(source, characters, labels, kinds=set(kinds))
            ]
        )
        options = replace(self.options.print_options(), author=self.controller.path.stem)
        compute_sheet(options.layout)  # a card that does not fit the page is said at once
        copies, blanks = self.options.copies_of(), self.options.blanks_of()
        each = {kind: copies.get(kind, 1) for kind in kinds}
        counted = sum(counts[kind] * each[kind] for kind in kinds) + sum(blanks.values())
        if not counted:
            if options.calibration:
                return [], options
            raise UserError(self.tr("Nothing to print: tick some cards and characters."))
        most = counted
        if preview:
            self._preview_of = counted if counted > self.PREVIEW_CARDS else 0
        last_printed = None
        if self.changed_only.isChecked():
            # Which cards changed is known once they are made (in the job): the preview's
            # count is of its first cards until then, and said when the job ends.
            last_printed = self.controller.campaign.printed_cards()
            self._preview_of = 0
        if preview and counted > self.PREVIEW_CARDS:
            most = self.PREVIEW_CARDS
            if last_printed is None:  # the changed cards may be anyone's
                characters = first_owners(source, characters, each, most, labels) or characters
        counts_of_run: list[tuple[int, int]] = []  # the cards changed, the cards printed
        make = partial(
            cards_to_print,
            source,
            kinds,
            characters,
            labels,
            back_pictures=self.options.back_pictures(),
            copies=copies,
            blanks=blanks,
            card_copies=self.options.card_copies(),
            look=options.look,
            last_printed=last_printed,
        )

        @cache
        def run() -> PrintRun:
            try:
                made = make()
            except NothingChangedError:
                counts_of_run.append((0, 0))
                raise
            counts_of_run.append((len(made.printed), len(made)))
            return made

        self._run, self._counts_of_run = run, counts_of_run
        options = replace(options, checklist=Later(lambda: run().checklist))
        return Later(lambda: run()[:most]), options

    def _schedule(self, delay: int) -> None:
        self._stale = True
        if self.isVisible():
            self._timer.start(delay)

    def _options_changed(self) -> None:
        if self.status.styleSheet() == error_label_style():
            self._say("")  # a refusal was about the options just changed (review r30e)
        self._schedule(self.PREVIEW_DELAY_MS)

    def _read_campaign(self) -> None:
        self._source_stale = False
        try:
            self._source = read_campaign(self.controller.campaign)
        except UserError as error:
            self._source, self._source_problem = None, str(error)
            return
        self.options.set_characters([(c.system, c.name) for c in self._source.characters])

    def _campaign_changed(self, _character_id: object) -> None:
        self._source_stale = True
        if self.isVisible():
            self._read_campaign()
        self._schedule(self.PREVIEW_DELAY_MS)

    def _campaign_opened(self, _campaign: object) -> None:
        self.options.forget_characters()
        self._campaign_changed(None)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._source_stale:
            self._read_campaign()
        if self._stale:
            self._timer.start(0)

    def hideEvent(self, event: QHideEvent) -> None:
        # Hidden (or its window closed, the campaign perhaps with it): render when shown again.
        self._timer.stop()
        super().hideEvent(event)

    def _is_current(self, job: RenderJob | None) -> bool:
        return job is not None and self.sender() is job.signals

    def _preview_finished(self, result: RenderResult) -> None:
        if not self._is_current(self._preview_job):
            return  # an older preview that finished before it noticed it was cancelled
        self._preview_job = None
        self._nothing_changed = ""
        assert result.data is not None
        self.preview.show_pdf(result.data)
        self._show_changed_count()
        self._show_report(result.preflight, self._preview_of)
        self.preview_updated.emit()

    def _preview_failed(self, problem: str) -> None:
        if not self._is_current(self._preview_job):
            return
        self._preview_job = None
        self._show_changed_count()
        nothing = self.changed_only.isChecked() and self._changed_counts[-1:] == [(0, 0)]
        self._nothing_changed = problem if nothing else ""
        self._no_preview(problem)

    def _preview_cancelled(self) -> None:
        if self._is_current(self._preview_job):
            self._preview_job = None
            self._stale = True  # shown again, the page renders what it could not finish

    def _show_changed_count(self) -> None:
        """The changed cards' count, once the preview's job has made its run."""
        if self.changed_only.isChecked() and self._changed_counts:
            changed, printed = self._changed_counts[-1]
            self._show_changed(changed)
            self._preview_of = printed if printed > self.PREVIEW_CARDS else 0
        else:
            self._show_changed(None)

    def _show_changed(self, count: int | None) -> None:
        if count is None:
            self.changed_only.setText(self.tr("Only the cards that changed"))
        else:
            self.changed_only.setText(self.tr("Only the cards that changed (%n)", "", count))

    def _no_preview(self, problem: str) -> None:
        self.preview.show_message(problem)
        self.summary.clear()
        self.problems_title.clear()
        self.problems.clear()
        self.problems.hide()
        self.preview_updated.emit()

    def _show_report(self, preflight: Preflight, of: int = 0, *, sheet: bool = True) -> None:
        """The preflight's summary and problems; ``of`` the cards printed in all, when the
        preflight is of the first cards only (a preview). Not ``sheet`` (one card a page for
        card makers), the summary stays the preview's: it counts the sheets shown."""
        summary = self.tr("Pages: {pages} · Cards: {cards}").format(
            pages=preflight.pages, cards=preflight.cards
        )
        if of:
            summary = self.tr(
                "Preview of the first {shown} of {cards} cards: {pages}; the export checks and "
                "prints them all."
            ).format(
                shown=format_number(preflight.cards),
                cards=format_number(of),
                pages=self.tr("%n page(s)", "", preflight.pages),
            )
        if sheet:
            self.summary.setText(summary)
        self.problems.clear()
        if preflight.empty:
            self.problems_title.setText(self.tr("Preflight: every card prints as designed."))
            self.problems.hide()
            return
        if preflight.ok:
            self.problems_title.setText(
                self.tr("Preflight: nothing is lost; some cards go on over more cards.")
            )
        else:
            self.problems_title.setText(self.tr("Preflight: look at these before printing."))
        warning = self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
        information = self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxInformation)
        lines: list[tuple[Problem | Continued, str, QIcon]] = [
            (item, describe_problem(item), warning) for item in preflight.problems
        ]
        lines += [(note, describe_continued(note), information) for note in preflight.continued]
        for item, text, icon in lines:
            if isinstance(item, SheetWarning):
                where = self.tr("Sheet")
            else:
                where = self.tr("Card {number} “{title}”").format(
                    number=item.card + 1, title=item.title
                )
            line = self.tr("{where}: {problem}").format(where=where, problem=text)
            self.problems.addItem(QListWidgetItem(icon, line))
        self.problems.show()

    # --- export ------------------------------------------------------------------------------

    def export(self, *, pod: bool = False) -> None:
        """Ask where to save the PDF (``pod``: for print on demand), then export it; an
        export the options cannot make is refused before the dialog."""
        if self._refused(pod=pod):
            return
        campaign = self.controller.path
        name = (
            self.tr("{campaign} cards for print on demand.pdf")
            if pod
            else self.tr("{campaign} cards.pdf")
        )
        title = self.tr("PDF for Print on Demand") if pod else self.tr("Export Card Sheets")
        suggested = campaign.with_name(name.format(campaign=campaign.stem))
        path, _ = QFileDialog.getSaveFileName(
            self, title, str(suggested), self.tr("PDF files (*.pdf)")
        )
        if path:
            self.export_to(Path(path if path.lower().endswith(".pdf") else f"{path}.pdf"), pod=pod)

    def export_png(self) -> None:
        """Ask for a new folder (the dialog lists folders only: not the campaign's own
        files beside it), then write the PNG files of the current cards into it."""
        if self._refused(png=True):
            return
        campaign = self.controller.path
        suggested = campaign.with_name(
            self.tr("{campaign} cards PNG").format(campaign=campaign.stem)
        )
        dialog = QFileDialog(self, self.tr("PNG Files for Card Makers: a New Folder"))
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setLabelText(QFileDialog.DialogLabel.FileName, self.tr("New folder:"))
        dialog.setFilter(QDir.Filter.AllDirs | QDir.Filter.Drives | QDir.Filter.NoDotAndDotDot)
        dialog.setDirectory(str(suggested.parent))
        dialog.selectFile(suggested.name)
        if dialog.exec() and dialog.selectedFiles():
            self.export_to(Path(dialog.selectedFiles()[0]), png=True)

    def _refused(self, *, png: bool = False, pod: bool = False) -> bool:
        """Say why the options cannot make this export, if they cannot (checked before any
        file dialog): a card size or backs card makers do not take, or no card changed."""
        try:
            if png:
                pod_size(self.options.card_size.chosen_text())
                check_png_options(self.options.for_card_maker(self.options.print_options()))
            elif pod:
                card = pod_size(self.options.card_size.chosen_text())
                pod_options(self.options.print_options(), card, home=True)
        except UserError as error:
            problem = str(error)
        else:
            if not (self._nothing_changed and self.changed_only.isChecked() and not self._stale):
                return False
            problem = self._nothing_changed
        self._refuse(problem)
        return True

    def _refuse(self, problem: object) -> None:
        self._say(self.tr("Nothing was written: {problem}").format(problem=problem), problem=True)

    def export_to(self, path: Path, *, png: bool = False, pod: bool = False) -> None:
        """Write the PDF of the current options to ``path`` in a worker thread; never over
        the campaign or a file that is not a PDF (the result line says why). With ``png``,
        ``path`` is a new folder for one PNG file a card side; with ``pod``, the PDF is for
        print-on-demand (:mod:`printables.pod`)."""
        if self._export_job is not None or self._refused(png=png, pod=pod):
            return
        png_size = pod_card = None
        self._export_kind = "png" if png else "pod" if pod else "pdf"
        try:
            if png:
                png_size = pod_size(self.options.card_size.chosen_text())
                check_png_folder(path)
                self._export_split = False
            else:
                if pod:
                    pod_card = pod_size(self.options.card_size.chosen_text())
                split = self.options.print_options().split_backs
                self._export_split = split
                for target in split_paths(path) if split else (path,):
                    check_output(target, PDF, self.controller.path)
        except UserError as error:
            self._refuse(error)
            return
        try:
            cards, options = self.chosen()
        except UserError as error:
            self._say(str(error), problem=True)
            return
        if png:
            options = self.options.for_card_maker(options)
        if pod_card is not None:
            options = pod_options(self.options.for_card_maker(options), pod_card, home=True)
        assert self._run is not None
        self._export_run = (self.controller.campaign, self._run)
        job = RenderJob(cards, options, path, png_size=png_size)
        job.signals.progress.connect(self._export_progress)
        job.signals.finished.connect(self._export_finished)
        job.signals.failed.connect(self._export_failed)
        job.signals.cancelled.connect(self._export_cancelled)
        progress = QProgressDialog(
            self.tr("Writing {file}…").format(file=path.name),
            self.tr("Cancel"),
            0,
            0,  # until the job says how many cards it prints
            self,
        )
        progress.setObjectName("print_progress")
        progress.setWindowTitle(self.tr("Export"))
        progress.setWindowModality(Qt.WindowModality.WindowModal)
        progress.setAutoClose(False)
        progress.setAutoReset(False)
        progress.setMinimumDuration(self.PROGRESS_DELAY_MS)  # quick exports never flash it
        progress.canceled.connect(self.cancel_export)
        progress.setValue(0)
        self._export_job, self._progress = job, progress
        for button in (self.export_button, self.png_button, self.pod_button):
            button.setEnabled(False)
        self._say(self.tr("Writing {path}…").format(path=path))
        self.pool.start(job)

    def cancel_export(self) -> None:
        """Stop the export before its next card; no file is written."""
        if self._export_job is not None:
            self._export_job.cancel()

    def cancel_all(self) -> None:
        self.cancel_export()
        if self._preview_job is not None:
            self._preview_job.cancel()

    def _export_progress(self, done: int, total: int) -> None:
        if self._progress is not None and self._is_current(self._export_job):
            self._progress.setMaximum(max(total, 1))
            self._progress.setValue(done)

    def _export_finished(self, result: RenderResult) -> None:
        self._end_export()
        self._show_report(result.preflight, sheet=self._export_kind == "pdf")
        where = str(result.path)
        if result.path is not None and self._export_split:
            where = self.tr("{fronts} and {backs}").format(
                fronts=split_paths(result.path)[0], backs=split_paths(result.path)[1]
            )
        pages, cards = result.preflight.pages, result.preflight.cards
        if self._export_kind == "png" and pages > cards:  # a back after each front
            text = self.tr(
                "Wrote the fronts and backs of %n card(s) to {path}, a PNG file for each side.",
                "",
                cards,
            ).format(path=where)
        elif self._export_kind == "png":
            text = self.tr(
                "Wrote the fronts of %n card(s) to {path} as PNG files; no backs were written: "
                "choose double-sided backs under Backs to write them too.",
                "",
                cards,
            ).format(path=where)
        elif self._export_kind == "pod" and pages > cards:
            text = self.tr(
                "Wrote %n card(s) to {path}, one side a page, each back after its front.",
                "",
                cards,
            ).format(path=where)
        elif self._export_kind == "pod":  # like the PNG files: say that no backs came along
            text = self.tr(
                "Wrote the fronts of %n card(s) to {path}, one a page; no backs were written: "
                "choose double-sided backs under Backs to write them too.",
                "",
                cards,
            ).format(path=where)
        else:
            text = self.tr("Wrote {pages} with {cards} to {path}").format(
                pages=self.tr("%n page(s)", "", pages),
                cards=self.tr("%n card(s)", "", cards),
                path=where,
            )
        self._say(text)
        self._note_printed()
        self.export_ended.emit(result)

    def _note_printed(self) -> None:
        """Note in the campaign what the export printed (a failed or cancelled one notes
        nothing), so that the next print of the changed cards leaves these out."""
        if self._export_run is None:
            return
        campaign, run = self._export_run
        self._export_run = None
        if campaign is not self.controller.campaign:
            return  # another campaign was opened meanwhile: this one is closed
        try:
            campaign.record_printed(run().printed)
        except StoreError as error:
            self._say(
                self.tr(
                    "The cards were written, but the campaign could not note them, so they "
                    "count as changed at the next print: {problem}"
                ).format(problem=error),
                problem=True,
            )
        if self.changed_only.isChecked():
            self._schedule(0)

    def _export_failed(self, problem: str) -> None:
        self._end_export()
        self._export_run = None
        self._refuse(problem)
        self.export_ended.emit(None)

    def _export_cancelled(self) -> None:
        self._end_export()
        self._export_run = None
        self._say(self.tr("Export cancelled: nothing was written."))
        self.export_ended.emit(None)

    def _end_export(self) -> None:
        if self._progress is not None:
            self._progress.close()
            self._progress.deleteLater()
        self._export_job = self._progress = None
        for button in (self.export_button, self.png_button, self.pod_button):
            button.setEnabled(True)

    def _say(self, text: str, problem: bool = False) -> None:
        self.status.setStyleSheet(error_label_style() if problem else "")
        self.status.setText(text)
