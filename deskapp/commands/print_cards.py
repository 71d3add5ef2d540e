"""``deskapp print``: the campaign's cards as a print-ready PDF sheet.

Every option takes the words the GUI's print page shows; a value that is not
valid is refused with the list of valid ones. ``--language`` chooses the
language of the printed words around the user's own (English, Czech, French).
The preflight report (text too long for its card, portraits below 300 dpi …)
goes to stderr as warnings; the PDF is written all the same, so the user can
look at it.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from deskapp.commands import add_campaign_argument, campaign_path
from deskapp.core.printing import (
    card_kinds,
    cards_to_print,
    chosen_characters,
    deck_kinds,
    parse_kinds,
    parse_names,
    read_campaign,
)
from deskapp.core.store import CampaignFile
from deskapp.core.store.locations import PDF, check_output
from deskapp.core.wording import counted
from printables.document import PrintOptions, render_pdf
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

_DEFAULTS = LayoutOptions()


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_campaign_argument(parser, created=False)
    parser.add_argument(
        "--out", metavar="OUT.pdf", type=Path, required=True, help="the PDF file to write"
    )
    width = max(len(name) for name in card_kinds()) + 2
    parser.epilog = "kinds of card:\n" + "\n".join(
        f"  {name:<{width}}{text}" for name, text in card_kinds().items()
    )
    parser.formatter_class = argparse.RawDescriptionHelpFormatter  # keeps the epilog's table
    parser.add_argument(
        "--cards",
        metavar="card_kinds()",
        help="the kinds of card to print, separated by commas (listed below); default: every "
        f"card of the campaign but the decks ({', '.join(deck_kinds())}), or with --characters "
        "every card those characters own",
    )
    parser.add_argument(
        "--characters",
        metavar="NAMES",
        help="print only these characters' cards (names separated by commas); with --cards, "
        "also the shared cards of their rule systems",
    )
    parser.add_argument(
        "--language",
        metavar="|".join(LANGUAGES),
        default="en",
        help="the language of the words printed on the cards: English, Czech or French "
        "(default: en)",
    )
    parser.add_argument(
        "--card-size",
        metavar="SIZE",
        default=DEFAULT_CARD_SIZE,
        help=f"{_sizes(CARD_SIZES)}, or WIDTHxHEIGHT in mm (default: {DEFAULT_CARD_SIZE})",
    )
    parser.add_argument(
        "--page",
        metavar="SIZE",
        default=DEFAULT_PAGE_SIZE,
        help=f"{_sizes(PAGE_SIZES)}, or WIDTHxHEIGHT in mm (default: {DEFAULT_PAGE_SIZE})",
    )
    parser.add_argument(
        "--bleed",
        metavar="MM",
        default=f"{_DEFAULTS.bleed_mm:g}",
        help="how far card backgrounds run past the cut line, 0 to 10 mm "
        f"(default: {_DEFAULTS.bleed_mm:g})",
    )
    parser.add_argument(
        "--crop-marks",
        metavar="|".join(mark.value for mark in CropMarks),
        default=_DEFAULTS.crop_marks.value,
        help="cut guides: none, short marks in the margin, or marks to the page edge "
        f"(default: {_DEFAULTS.crop_marks.value})",
    )
    parser.add_argument(
        "--backs",
        metavar="|".join(backs.value for backs in Backs),
        default=_DEFAULTS.backs.value,
        help="card backs: none; double-sided flipped on the long edge or the short edge; "
        f"or gutterfold, fronts and backs on one page to fold (default: {_DEFAULTS.backs.value})",
    )
    parser.add_argument(
        "--back-offset",
        metavar="X,Y",
        default="0,0",
        help="move the backs by X,Y mm (right and up, seen from the front) for a printer "
        "that misregisters; find it with --calibration (default: 0,0)",
    )
    parser.add_argument(
        "--greyscale",
        action="store_true",
        help="save ink: no large colour fills, portraits in grey",
    )
    parser.add_argument(
        "--calibration",
        action="store_true",
        help="start with a two-page sheet that shows how far the printer puts the backs off "
        "(needs --backs long or short)",
    )


def run(arguments: argparse.Namespace) -> int:
    options = print_options(arguments)
    kinds = parse_kinds(arguments.cards) if arguments.cards is not None else None
    names = parse_names(arguments.characters) if arguments.characters is not None else None
    check_output(arguments.out, PDF, campaign_path(arguments))  # before anything is read
    with CampaignFile.open(campaign_path(arguments), create=False) as campaign:
        source = read_campaign(campaign)
    characters = chosen_characters(source, names) if names is not None else None
    cards = cards_to_print(source, kinds, characters, options.labels)
    preflight = render_pdf(cards, arguments.out, options)
    for message in preflight.messages():
        sys.stderr.write(f"deskapp: warning: {message}\n")
    problems = f", {len(preflight.problems)} warnings" if preflight.problems else ""
    print(
        f"Wrote {counted(preflight.pages, 'page')} with "
        f"{counted(preflight.cards, 'card')} to {arguments.out}{problems}"
    )
    return 0


def print_options(arguments: argparse.Namespace) -> PrintOptions:
    """The layout, print options and card language given on the command line, each checked."""
    layout = LayoutOptions(
        card=parse_card_size(arguments.card_size),
        page=parse_page_size(arguments.page),
        bleed_mm=_millimetres(arguments.bleed, "bleed"),
        crop_marks=parse_crop_marks(arguments.crop_marks),
        backs=parse_backs(arguments.backs),
        back_offset_mm=parse_back_offset(arguments.back_offset),
    )
    return PrintOptions(
        layout,
        greyscale=arguments.greyscale,
        calibration=arguments.calibration,
        labels=labels_for(arguments.language),
    )


def _millimetres(text: str, what: str) -> float:
    try:
        return float(text.strip().removesuffix("mm").replace(",", "."))
    except ValueError:
        raise PrintOptionError(
            f"a {what} of '{text}' is not a length: give millimetres, such as 3 or 2.5"
        ) from None


def _sizes(sizes: dict) -> str:
    return ", ".join(f"{name} ({size})" for name, size in sizes.items())
