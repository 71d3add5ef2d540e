"""``deskapp print``: the campaign's cards as a print-ready PDF sheet.

Every option takes the words the GUI's print page shows; a value that is not
valid is refused with the list of valid ones. ``--language`` chooses the
language of the printed words around the user's own (English, Czech, French).
The preflight report (text too long for its card, portraits below 300 dpi …)
goes to stderr as warnings, and cards that went on over more cards as notes;
the PDF is written all the same, so the user can look at it — unless
``--strict`` is given, when any warning means nothing is written (exit 2).
Ctrl-C or SIGTERM stop the export with one line and leave no unfinished file.
"""

from __future__ import annotations

import argparse
import re
import signal
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path

from deskapp.commands import add_campaign_argument, campaign_path, say
from deskapp.core.i18n import QT_TRANSLATE_NOOP, current_language, format_decimal, translate
from deskapp.core.printing import (
    NothingChangedError,
    card_kinds,
    cards_to_print,
    chosen_characters,
    deck_kinds,
    parse_blanks,
    parse_copies,
    parse_kind_values,
    parse_kinds,
    parse_names,
    read_campaign,
)
from deskapp.core.store import CampaignFile
from deskapp.core.store.locations import PDF, check_output
from printables.document import (
    PreflightFailed,
    PrintOptions,
    read_back_picture,
    render_pdf,
    split_paths,
)
from printables.geometry import (
    CARD_SIZES,
    DEFAULT_CARD_SIZE,
    DEFAULT_PAGE_SIZE,
    PAGE_SIZES,
    PrintOptionError,
    parse_card_size,
    parse_page_size,
)
from printables.labels import LANGUAGES, labels_for
from printables.layout import (
    Backs,
    CropMarks,
    LayoutOptions,
    parse_back_offset,
    parse_backs,
    parse_crop_marks,
)
from printables.pod import pod_options, pod_size
from printables.preflight import Preflight
from printables.profiles import parse_back_scale, read_profiles
from printables.raster import check_png_options, export_pngs, pixels

_DEFAULTS = LayoutOptions()
_NUMBERS = re.compile(r"^-\d*\.?\d+(\s*[,;]\s*-?\d*\.?\d+)?(mm)?$")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_campaign_argument(parser, created=False)
    # A value that starts with a minus is taken as typed where it reads as numbers:
    # "--back-offset -0.7,0.4" (argparse alone takes only "-0.7" for a number).
    parser._negative_number_matcher = _NUMBERS
    parser.add_argument(
        "--out",
        metavar=translate("Cli", "OUT.pdf"),
        type=Path,
        required=True,
        help=translate(
            "Cli", "the PDF file to write (with --png: the new folder for the PNG files)"
        ),
    )
    width = max(len(name) for name in card_kinds()) + 2
    parser.epilog = (
        translate("Cli", "kinds of card:")
        + "\n"
        + "\n".join(f"  {name:<{width}}{text}" for name, text in card_kinds().items())
    )
    parser.formatter_class = argparse.RawDescriptionHelpFormatter  # keeps the epilog's table
    parser.add_argument(
        "--cards",
        metavar=translate("Cli", "KINDS"),
        help=translate(
            "Cli",
            "the kinds of card to print, separated by commas (listed below); default: every "
            "card of the campaign but the decks ({decks}), or with --characters every card "
            "those characters own",
        ).format(decks=", ".join(deck_kinds())),
    )
    parser.add_argument(
        "--changed",
        action="store_true",
        help=translate(
            "Cli",
            "print only the cards whose face or back changed since they were last printed "
            "(or were never printed), with a last page listing them by owner to replace in "
            "the players' piles; every export notes what it printed in the campaign",
        ),
    )
    parser.add_argument(
        "--characters",
        metavar=translate("Cli", "NAMES"),
        help=translate(
            "Cli",
            "print only these characters' cards (names separated by commas); with --cards, "
            "also the shared cards of their rule systems",
        ),
    )
    parser.add_argument(
        "--language",
        metavar="|".join(LANGUAGES),
        default=None,
        help=translate(
            "Cli",
            "the language of the words printed on the cards: English, Czech or French "
            "(default: the language of this run, {language})",
        ).format(language=current_language()),
    )
    for flag, sizes, default in (
        ("--card-size", CARD_SIZES, DEFAULT_CARD_SIZE),
        ("--page", PAGE_SIZES, DEFAULT_PAGE_SIZE),
    ):
        parser.add_argument(
            flag,
            metavar=translate("Cli", "SIZE"),
            default=default,
            help=translate("Cli", "{sizes}, or WIDTHxHEIGHT in mm (default: {default})").format(
                sizes=_sizes(sizes), default=default
            ),
        )
    parser.add_argument(
        "--bleed",
        metavar=translate("Cli", "MM"),
        default=f"{_DEFAULTS.bleed_mm:g}",
        help=translate(
            "Cli", "how far card backgrounds run past the cut line, 0 to 10 mm (default: {default})"
        ).format(default=format_decimal(_DEFAULTS.bleed_mm)),
    )
    parser.add_argument(
        "--gap",
        metavar=translate("Cli", "MM"),
        default="auto",
        help=translate(
            "Cli",
            "space between cards, so each carries its own bleed; default: auto, every card its "
            "own bleed on all four sides (as much of --bleed as fits, at least 0.75 mm) and a "
            "crop mark on every cut line; 0 puts cards edge to edge for guillotine cutting, "
            "sharing cut lines, so a back printed a little off shows its neighbour's colour",
        ),
    )
    parser.add_argument(
        "--margin",
        metavar=translate("Cli", "MM"),
        default=f"{_DEFAULTS.margin_mm:g}",
        help=translate(
            "Cli",
            "the border the printer cannot print: crop marks stay out of it and the "
            "preflight warns when the bleed runs into it (default: {default})",
        ).format(default=format_decimal(_DEFAULTS.margin_mm)),
    )
    parser.add_argument(
        "--upright",
        action="store_true",
        help=translate(
            "Cli",
            "never turn cards a quarter on the sheet (by default they are turned when that "
            "fits more of them, such as 18 poker cards on A3 instead of 16)",
        ),
    )
    parser.add_argument(
        "--crop-marks",
        metavar="|".join(mark.value for mark in CropMarks),
        default=_DEFAULTS.crop_marks.value,
        help=translate(
            "Cli",
            "cut guides: none, short marks in the margin, or marks to the page edge "
            "(default: {default})",
        ).format(default=_DEFAULTS.crop_marks.value),
    )
    parser.add_argument(
        "--backs",
        metavar="|".join(backs.value for backs in Backs),
        default=None,
        help=translate(
            "Cli",
            "card backs: none; double-sided flipped on the long edge or the short edge; "
            "or gutterfold, fronts and backs on one page to fold (default: {default})",
        ).format(default=_DEFAULTS.backs.value),
    )
    parser.add_argument(
        "--back-offset",
        metavar="X,Y",
        default=None,
        help=translate(
            "Cli",
            "move the backs by X,Y mm (right and up, seen from the front) for a printer "
            "that misregisters; find it with --calibration (default: 0,0)",
        ),
    )
    parser.add_argument(
        "--back-scale",
        metavar="X,Y",
        default=None,
        help=translate(
            "Cli",
            # No per cent sign: argparse reads one in a help as a format.
            "print the backs at X,Y per cent of their size (across and up, 95 to 105) for a printer "
            "that stretches the back of the sheet; found with the calibration sheet's corners "
            "(default: 100,100)",
        ),
    )
    parser.add_argument(
        "--profile",
        metavar=translate("Cli", "NAME"),
        default=None,
        help=translate(
            "Cli",
            "print with a printer profile: its back offset, back scale and duplex edge (made "
            "with deskapp calibrate or on the Print page); --back-offset, --back-scale and "
            "--backs given as well go before the profile's own",
        ),
    )
    # Given once for each kind of card they are about.
    for flag, metavar, help in (
        (
            "--back-image",
            translate("Cli", "KIND=PATH"),
            translate(
                "Cli",
                "print a PNG or JPEG picture of your own on the backs of the cards of a kind "
                "(covering the bleed; 300 dpi wanted); give it once for each kind",
            ),
        ),
        (
            "--copies",
            translate("Cli", "KIND=N"),
            translate(
                "Cli",
                "print each card of a kind N times (0 to 100; 0 leaves the kind out); once for "
                "each kind",
            ),
        ),
        (
            "--blank",
            translate("Cli", "KIND=N"),
            translate(
                "Cli",
                "add N write-in cards of a kind to fill in during play (aspect, relationship, "
                "trait, consequence); once for each kind",
            ),
        ),
    ):
        parser.add_argument(flag, metavar=metavar, action="append", default=[], help=help)
    # Switches, each off unless given.
    for flag, help in (
        (
            "--four-colour",
            translate(
                "Cli",
                "playing cards in four colours: spades black, hearts red, diamonds blue, clubs "
                "green, so no two suits share a colour",
            ),
        ),
        ("--greyscale", translate("Cli", "save ink: no large colour fills, portraits in grey")),
        (
            "--split-backs",
            translate(
                "Cli",
                "write the fronts and the backs to two PDFs beside OUT (OUT-fronts.pdf, "
                "OUT-backs.pdf), for printing the backs after turning the sheets over by hand "
                "(needs --backs long or short)",
            ),
        ),
        (
            "--png",
            translate(
                "Cli",
                "write a PNG file for each card side to the new folder OUT instead of a PDF: 300 "
                "dpi with a 1/8 inch bleed, in the size card makers take for --card-size (poker and "
                "US poker 825×1125 px, tarot, mini), named so their uploaders keep the order and "
                "pair each front with its back",
            ),
        ),
        (
            "--pod",
            translate(
                "Cli",
                "write a PDF for print-on-demand services instead: one card a page with a 1/8 inch "
                "bleed, in the size they take for --card-size (poker and US poker 2.5×3.5 inch, "
                "tarot, mini), every colour and picture in CMYK with at most 240 percent of ink in "
                "all, fonts embedded",
            ),
        ),
        (
            "--strict",
            translate(
                "Cli", "write nothing and exit with status 2 when the preflight finds any problem"
            ),
        ),
        (
            "--calibration",
            translate(
                "Cli",
                "start with a two-page sheet that shows how far the printer puts the backs off "
                "(needs --backs long or short)",
            ),
        ),
    ):
        parser.add_argument(flag, action="store_true", help=help)


def run(arguments: argparse.Namespace) -> int:
    options = print_options(arguments)
    kinds = parse_kinds(arguments.cards) if arguments.cards is not None else None
    names = parse_names(arguments.characters) if arguments.characters is not None else None
    copies = parse_copies(arguments.copies)
    blanks = parse_blanks(arguments.blank)
    pictures = {
        kind: read_back_picture(Path(path))
        for kind, path in parse_kind_values(arguments.back_image, "PATH").items()
    }
    if arguments.png and arguments.pod:
        raise PrintOptionError(
            translate(
                "PrintOptions",
                "--png writes PNG files and --pod a PDF: choose one of them",
            )
        )
    if arguments.pod:
        options = pod_options(options, pod_size(arguments.card_size.strip().lower()))
    png_size = pod_size(arguments.card_size.strip().lower()) if arguments.png else None
    if arguments.pod and arguments.profile is not None:
        raise PrintOptionError(
            translate(
                "PrintOptions",
                "a printer profile is for printing at home; a print-on-demand service places "
                "each back itself: leave out --profile",
            )
        )
    if png_size is not None and arguments.profile is not None:
        raise PrintOptionError(
            translate(
                "PrintOptions",
                "a printer profile is for printing at home; PNG files go to a card maker, who "
                "places each back: leave out --profile",
            )
        )
    if png_size is not None:
        check_png_options(options)
    else:
        arguments.out = _pdf_name(arguments.out)
    targets = split_paths(arguments.out) if options.split_backs else (arguments.out,)
    if png_size is None:
        for target in targets:
            check_output(target, PDF, campaign_path(arguments))  # before anything is read
    with CampaignFile.open(campaign_path(arguments), create=False) as campaign:
        source = read_campaign(campaign)
        options = replace(options, author=campaign_path(arguments).stem)
        characters = chosen_characters(source, names) if names is not None else None
        try:
            cards = cards_to_print(
                source,
                kinds,
                characters,
                options.labels,
                back_pictures=pictures,
                copies=copies,
                blanks=blanks,
                look=options.look,
                last_printed=campaign.printed_cards() if arguments.changed else None,
            )
        except NothingChangedError as nothing:
            print(translate("Cli", "{reason}; nothing was written").format(reason=nothing))
            return 0
        options = replace(options, checklist=cards.checklist)
        try:
            with _interrupts_end_the_export():
                if png_size is not None:
                    preflight = export_pngs(cards, arguments.out, options, png_size)
                else:
                    preflight = render_pdf(cards, arguments.out, options)
        except PreflightFailed as failed:
            _report(failed.preflight)
            raise
        except _Interrupted as interrupted:
            say(translate("Cli", "{reason}; nothing was written").format(reason=interrupted))
            return interrupted.status
        # Only a whole export notes what it printed: a refused or failed one has raised.
        campaign.record_printed(cards.printed)
    _report(preflight)
    # lupdate extracts a plural message only when its count is a plain name.
    count, pages, warnings = preflight.cards, preflight.pages, len(preflight.problems)
    cards_written = translate("Cli", "%n card(s)", None, count)
    if png_size is not None:
        width, height = pixels(png_size)
        line = translate(
            "Cli",
            "Wrote %n PNG file(s) of {width}×{height} px for {cards} to {path}",
            None,
            pages,
        ).format(width=width, height=height, cards=cards_written, path=arguments.out)
    else:
        if len(targets) == 2:
            written = translate("Cli", "{first} and {second}").format(
                first=targets[0], second=targets[1]
            )
        else:
            written = str(targets[0])
        line = translate("Cli", "Wrote %n page(s) with {cards} to {path}", None, pages)
        line = line.format(cards=cards_written, path=written)
    if warnings:
        line = translate("Cli", "{line}, %n warning(s)", None, warnings).format(line=line)
    print(line)
    return 0


def _pdf_name(out: Path) -> Path:
    """The PDF's path: ``.pdf`` added to a new name without one (an existing file keeps its
    name, to be checked like any other); a PNG name is refused."""
    if out.suffix.lower() == ".png":
        raise PrintOptionError(
            translate(
                "PrintOptions",
                "{out} is named as a PNG file, but a PDF is written: name it .pdf, or add --png "
                "for PNG files (written to a new folder)",
            ).format(out=out)
        )
    return out if out.suffix or out.exists() else out.with_name(f"{out.name}.pdf")


def _report(preflight: Preflight) -> None:
    for message in preflight.notes():
        say(translate("Cli", "note: {message}").format(message=message))
    for message in preflight.messages():
        say(translate("Cli", "warning: {message}").format(message=message))


class _Interrupted(Exception):  # it is how the user stops an export, not a fault
    """Ctrl-C or a termination signal during the export (the unfinished file is removed)."""

    def __init__(self, what: str, status: int) -> None:
        super().__init__(what)
        self.status = status


@contextmanager
def _interrupts_end_the_export() -> Iterator[None]:
    """Ctrl-C and SIGTERM stop the export with one line: the writer removes its unfinished
    copy as the exception passes, and the shell gets the usual 128 + signal status."""

    def terminated(_signal: int, _frame: object) -> None:
        raise _Interrupted(
            translate("Cli", "print stopped by a termination signal"), 128 + signal.SIGTERM
        )

    previous = signal.signal(signal.SIGTERM, terminated)
    try:
        yield
    except KeyboardInterrupt:
        raise _Interrupted(translate("Cli", "print interrupted"), 128 + signal.SIGINT) from None
    finally:
        signal.signal(signal.SIGTERM, previous)


def print_options(arguments: argparse.Namespace) -> PrintOptions:
    """The layout, print options and card language given on the command line, each checked."""
    layout = LayoutOptions(
        card=parse_card_size(arguments.card_size),
        page=parse_page_size(arguments.page),
        bleed_mm=_millimetres(arguments.bleed, QT_TRANSLATE_NOOP("PrintOptions", "bleed")),
        gap_mm=None
        if arguments.gap.strip().lower() == "auto"
        else _millimetres(arguments.gap, QT_TRANSLATE_NOOP("PrintOptions", "gap")),
        margin_mm=_millimetres(arguments.margin, QT_TRANSLATE_NOOP("PrintOptions", "margin")),
        turn=not arguments.upright,
        crop_marks=parse_crop_marks(arguments.crop_marks),
        backs=parse_backs(arguments.backs or _DEFAULTS.backs.value),
        back_offset_mm=parse_back_offset(arguments.back_offset or "0,0"),
        back_scale=parse_back_scale(arguments.back_scale or "100,100"),
    )
    if arguments.profile is not None:
        profiles = read_profiles()
        if profiles.problem:
            say(translate("Cli", "warning: {message}").format(message=profiles.problem))
        layout = profiles.find(arguments.profile).applied(
            layout,
            offset_mm=layout.back_offset_mm if arguments.back_offset else None,
            scale=layout.back_scale if arguments.back_scale else None,
            backs=layout.backs if arguments.backs else None,
        )
    if arguments.back_scale and not layout.backs.duplex:
        raise PrintOptionError(
            translate(
                "PrintOptions",
                "a back scale only changes double-sided backs: choose long or short for the "
                "backs, or leave out --back-scale",
            )
        )
    return PrintOptions(
        layout,
        greyscale=arguments.greyscale,
        calibration=arguments.calibration,
        # The cards speak the run's language unless told otherwise.
        labels=labels_for(arguments.language or current_language()),
        strict=arguments.strict,
        four_colour=arguments.four_colour,
        split_backs=arguments.split_backs,
    )


def _millimetres(text: str, what: str) -> float:
    try:
        return float(text.strip().removesuffix("mm").replace(",", "."))
    except ValueError:
        raise PrintOptionError(
            translate(
                "PrintOptions",
                "a {what} of '{text}' is not a length: give millimetres, such as 3 or 2.5",
            ).format(what=translate("PrintOptions", what), text=text)
        ) from None


def _sizes(sizes: dict) -> str:
    return ", ".join(f"{name} ({size})" for name, size in sizes.items())
