"""``deskapp calibrate``: the calibration sheet's readings into a printer profile.

Print the sheet with the profile (``deskapp print --calibration --profile NAME``, or
without one for a new profile), hold it against a light and read, at each point, the
numbers on the front's scales where the back's cross falls: ``--reading centre=1.5,-0.5``.
The centre gives the back offset; two corners on a row (or a column) give the back scale
across (or up). The profile is made or corrected and saved where the Print page reads it
too; printing the sheet again with it should read 0 everywhere. Without readings, the
command shows the profile (or every profile).
"""

from __future__ import annotations

import argparse
from dataclasses import replace

from deskapp.commands import say
from deskapp.core.errors import UserError
from deskapp.core.i18n import translate
from printables.geometry import DEFAULT_PAGE_SIZE, PAGE_SIZES, parse_page_size
from printables.layout import Backs, LayoutOptions, parse_backs
from printables.profiles import (
    POINTS,
    Profile,
    calibrated,
    describe,
    parse_reading,
    put_profile,
    read_profiles,
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.formatter_class = argparse.RawDescriptionHelpFormatter  # keeps the epilog's lines
    parser.epilog = translate(
        "Cli",
        "the readings:\n"
        "  The sheet's front has a millimetre scale across and up at five points, named\n"
        "    {points}.\n"
        "  Held against a light, the back's cross falls on each scale at a number: that\n"
        "  number, across then up, is the reading, such as --reading centre=1.5,-0.5 (a\n"
        "  point alone, 1.5,-0.5, is the centre). Half millimetres read well; the numbers\n"
        "  are corrections, so a sheet printed with the corrected profile reads 0,0 at\n"
        "  every point.\n"
        "example:\n"
        "  deskapp print --campaign my.carddesk --out sheet.pdf --calibration --backs long\n"
        '  deskapp calibrate --profile "Office laser, tray 2" --reading centre=1.5,-0.5 \\\n'
        "      --reading top-left=2,-0.5 --reading top-right=1,-0.5",
    ).format(points=", ".join(POINTS))
    parser.add_argument(
        "--profile",
        metavar=translate("Cli", "NAME"),
        help=translate(
            "Cli",
            "the printer profile to correct, or to make when there is none of that name "
            "(from a sheet printed without a profile); without --reading, shows it (and "
            "without --profile, every profile)",
        ),
    )
    parser.add_argument(
        "--reading",
        metavar=translate("Cli", "WHERE=X,Y"),
        action="append",
        default=[],
        help=translate(
            "Cli",
            "what the sheet reads at one point (see below); the centre is needed, each "
            "corner is optional; once for each point",
        ),
    )
    parser.add_argument(
        "--page",
        metavar=translate("Cli", "SIZE"),
        default=DEFAULT_PAGE_SIZE,
        help=translate(
            "Cli",
            "the paper the sheet was printed on: {sizes}, or WIDTHxHEIGHT in mm (default: "
            "{default})",
        ).format(sizes=", ".join(PAGE_SIZES), default=DEFAULT_PAGE_SIZE),
    )
    parser.add_argument(
        "--backs",
        metavar="long|short",
        default=None,
        help=translate(
            "Cli",
            "the edge the sheets turn over on this printer, kept in the profile (default: the "
            "profile's, long for a new one)",
        ),
    )


def run(arguments: argparse.Namespace) -> int:
    profiles = read_profiles()
    if profiles.problem:
        say(translate("Cli", "warning: {message}").format(message=profiles.problem))
    readings = dict(parse_reading(text) for text in arguments.reading)
    if len(readings) < len(arguments.reading):
        raise UserError(translate("Cli", "--reading: each point once"))
    if arguments.profile is None:
        if readings:
            raise UserError(
                translate("Cli", "which printer profile do the readings go into? give --profile")
            )
        for profile in profiles.profiles:
            print(f"{profile.name}: {describe(profile)}")
        if not profiles.profiles:
            say(translate("Cli", "there are no printer profiles yet"))
        return 0
    if not readings:
        profile = profiles.find(arguments.profile)
        print(f"{profile.name}: {describe(profile)}")
        return 0
    edge = parse_backs(arguments.backs) if arguments.backs is not None else None
    if edge is not None and not edge.duplex:
        raise UserError(
            translate("Cli", "--backs: a printer turns the sheets over the long or short edge")
        )
    before = profiles.get(arguments.profile) or Profile(arguments.profile)
    layout = LayoutOptions(page=parse_page_size(arguments.page), backs=Backs.LONG_EDGE)
    after = calibrated(before, readings, layout)
    if edge is not None:
        after = replace(after, edge=edge)
    aside = put_profile(after)
    if aside is not None:
        say(translate("Cli", "the damaged profiles file was kept as {path}").format(path=aside))
    if profiles.get(arguments.profile) is None:
        line = translate("Cli", "Made the printer profile “{name}”: {values}")
    else:
        line = translate("Cli", "Corrected the printer profile “{name}”: {values} (was: {old})")
    print(line.format(name=after.name, values=describe(after), old=describe(before)))
    return 0
