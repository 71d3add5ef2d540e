"""Printer profiles: the file that keeps them, the calibration readings, and the PDF they make.

Where the backs land is read back from the PDF's own drawing operations (pypdf), not from
the layout's numbers.
"""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from pypdf import PdfReader
from pypdf.generic import ContentStream

from deskapp.core.errors import UserError
from deskapp.core.store.locations import config_dir
from printables.calibration import targets
from printables.document import PrintOptions, render_pdf
from printables.geometry import MM, PrintOptionError
from printables.layout import Backs, LayoutOptions, compute_sheet
from printables.profiles import (
    POINTS,
    Profile,
    calibrated,
    parse_back_scale,
    parse_reading,
    put_profile,
    read_profiles,
    remove_profile,
    save_profiles,
)
from printables.specs import FieldCard, Icon

LONG = LayoutOptions(backs=Backs.LONG_EDGE)


def test_profiles_are_kept_in_one_file_in_the_users_settings() -> None:
    laser = Profile("Laser, tray 2", (0.7, -0.4), (1.002, 0.999), Backs.SHORT_EDGE)
    assert put_profile(laser) is None
    put_profile(Profile("Inkjet"))
    profiles = read_profiles()
    assert profiles.path == config_dir() / "printer-profiles.json"
    assert profiles.names() == ["Laser, tray 2", "Inkjet"]
    assert profiles.find("Laser, tray 2") == laser
    assert profiles.problem == ""
    put_profile(Profile("Laser, tray 1", (0.5, 0), (1, 1), Backs.SHORT_EDGE), "Laser, tray 2")
    assert read_profiles().names() == ["Laser, tray 1", "Inkjet"]
    with pytest.raises(UserError, match="already"):
        put_profile(Profile("Inkjet"), "Laser, tray 1")
    remove_profile("Inkjet")
    assert read_profiles().names() == ["Laser, tray 1"]


@pytest.mark.parametrize(
    "text",
    ["{not json", "[1, 2]", '{"profiles": 3}', "\udcff"[:0] + "\x00\x01garbage"],
)
def test_a_damaged_file_is_said_and_nothing_in_it_is_lost(tmp_path: Path, text: str) -> None:
    path = tmp_path / "profiles.json"
    path.write_text(text, encoding="utf-8")
    profiles = read_profiles(path)
    assert profiles.profiles == ()
    assert "cannot be read" in profiles.problem and str(path) in profiles.problem
    with pytest.raises(UserError, match="cannot be read"):
        profiles.find("Laser")
    aside = save_profiles([Profile("Laser")], path)
    assert aside == tmp_path / "profiles.damaged-1.json"
    assert aside.read_text(encoding="utf-8") == text
    assert read_profiles(path).names() == ["Laser"]
    assert read_profiles(path).problem == ""


def test_bad_entries_are_left_out_and_the_good_ones_read(tmp_path: Path) -> None:
    path = tmp_path / "profiles.json"
    good = Profile("Laser", (1, 2)).to_json()
    bad = [
        {"name": ""},
        {"name": "Wide", "back_offset_mm": [50, 0]},
        {"name": "Folded", "duplex_edge": "gutterfold"},
        {"name": "Stretched", "back_scale": [2, 1]},
        {"name": "NaN", "back_offset_mm": ["x", 0]},
        "Laser",
    ]
    path.write_text(json.dumps({"version": 1, "profiles": [good, *bad]}), encoding="utf-8")
    profiles = read_profiles(path)
    assert profiles.names() == ["Laser"]
    assert "6 printer profile" in profiles.problem
    # The whole file, bad entries and all, is kept aside by the next save.
    aside = save_profiles(profiles.profiles, path)
    assert aside is not None and json.loads(aside.read_text())["profiles"][1:] == bad


def test_a_file_from_a_newer_card_desk_is_read_and_never_written_over(tmp_path: Path) -> None:
    path = tmp_path / "profiles.json"
    data = {"version": 9, "profiles": [Profile("Laser").to_json()], "colours": {}}
    path.write_text(json.dumps(data), encoding="utf-8")
    assert read_profiles(path).names() == ["Laser"]
    assert "newer Card Desk" in read_profiles(path).problem
    aside = put_profile(Profile("Inkjet"), path=path)
    assert aside is not None and json.loads(aside.read_text()) == data


def test_an_unknown_name_lists_the_profiles_there_are() -> None:
    put_profile(Profile("Laser"))
    put_profile(Profile("Inkjet"))
    with pytest.raises(
        UserError, match="no printer profile named “Lazer”; there are: “Laser”, “Inkjet”"
    ):
        read_profiles().find("Lazer")


@pytest.mark.parametrize(
    ("name", "problem"),
    [("  ", "needs a name"), ("x" * 81, "at most 80"), ("a\tb", "one line")],
)
def test_a_name_is_one_readable_line(name: str, problem: str) -> None:
    with pytest.raises(UserError, match=problem):
        Profile(name)


def test_readings_are_typed_as_the_sheet_prints_them() -> None:
    assert parse_reading("centre=1.5,-0.5") == ("centre", (1.5, -0.5))
    assert parse_reading("1.5,−0.5") == ("centre", (1.5, -0.5))  # the sheet's minus sign
    assert parse_reading("Top-Left: 2; 0,5") == ("top-left", (2.0, 0.5))
    assert parse_reading("center=0 0") == ("centre", (0.0, 0.0))
    for text in ("middle=1,1", "1", "top-left=", "centre=a,b"):
        with pytest.raises(UserError, match="not a reading"):
            parse_reading(text)
    with pytest.raises(UserError, match="off the scales"):
        parse_reading("centre=10.5,0")


def test_back_scale_is_typed_in_per_cent() -> None:
    assert parse_back_scale("100.2,99.9") == (1.002, 0.999)
    assert parse_back_scale("101%") == (1.01, 1.01)
    with pytest.raises(PrintOptionError, match="not a back scale"):
        parse_back_scale("x")
    with pytest.raises(PrintOptionError, match="between 95 and 105"):
        parse_back_scale("110,100")


def _sheet_readings(profile: Profile, shift: tuple[float, float], stretch: tuple[float, float]):
    """What a sheet printed with ``profile`` reads on a printer that moves the back page by
    ``shift`` mm and stretches it by ``stretch`` about its centre (all seen from the front)."""
    sheet = compute_sheet(profile.applied(LONG))
    centre = sheet.page.centre
    readings = {}
    for point, (x, y) in zip(POINTS, targets(sheet), strict=True):
        away = ((x - centre[0]) / MM, (y - centre[1]) / MM)
        seen = [
            stretch[axis] * (profile.offset_mm[axis] + profile.scale[axis] * away[axis])
            + shift[axis]
            for axis in (0, 1)
        ]
        readings[point] = (round(away[0] - seen[0], 1), round(away[1] - seen[1], 1))
    return readings


def test_one_calibration_makes_the_next_sheet_read_zero() -> None:
    shift, stretch = (1.3, -0.8), (1.004, 0.997)
    profile = Profile("Laser")
    readings = _sheet_readings(profile, shift, stretch)
    assert readings["centre"] == (-1.3, 0.8)
    corrected = calibrated(profile, readings, LONG)
    assert corrected.scale == pytest.approx((1 / 1.004, 1 / 0.997), abs=1e-3)  # 0.1 mm read
    again = _sheet_readings(corrected, shift, stretch)
    assert all(abs(value) <= 0.1 for reading in again.values() for value in reading)


def test_the_centre_alone_moves_the_offset_and_keeps_the_scale() -> None:
    profile = Profile("Laser", (0.5, 0.5), (1.01, 1.0))
    corrected = calibrated(profile, {"centre": (1.0, -2.0)}, LONG)
    assert corrected.offset_mm == (1.5, -1.5)  # at the printer's scale: 1 / 1.01
    assert corrected.scale == (1.01, 1.0)
    with pytest.raises(UserError, match="centre first"):
        calibrated(profile, {"top-left": (1, 1)}, LONG)
    with pytest.raises(PrintOptionError, match="back scale"):
        calibrated(profile, {"centre": (0, 0), "top-left": (10, 0), "top-right": (-10, 0)}, LONG)


def _back_operations(pdf: bytes, page: int) -> list[tuple[str, list[float]]]:
    """The back page's positioning operations (``cm`` and ``re``) with their numbers."""
    reader = PdfReader(io.BytesIO(pdf))
    content = ContentStream(reader.pages[page].get_contents(), reader)
    return [
        (operator.decode(), [float(value) for value in operands])
        for operands, operator in content.operations
        if operator in (b"cm", b"re")
    ]


def _pdf(layout: LayoutOptions) -> bytes:
    cards = [FieldCard(f"Card {number}", "Aspect", Icon.TRAIT) for number in range(3)]
    buffer = io.BytesIO()
    render_pdf(cards, buffer, PrintOptions(layout))
    return buffer.getvalue()


@pytest.mark.parametrize("edge", [Backs.LONG_EDGE, Backs.SHORT_EDGE])
def test_a_profiles_offset_moves_every_back_by_exactly_that(edge: Backs) -> None:
    still = _back_operations(_pdf(LayoutOptions(backs=edge)), 1)
    profile = Profile("Laser", (0.7, -0.4), edge=edge)
    moved = _back_operations(_pdf(profile.applied(LayoutOptions())), 1)
    assert len(moved) == len(still) > 3
    # Long edge on A4 portrait turns over a side: x mirrors, so the back moves −0.7 mm on
    # its own page; short edge turns over the top: y mirrors.
    dx, dy = (-0.7 * MM, -0.4 * MM) if edge is Backs.LONG_EDGE else (0.7 * MM, 0.4 * MM)
    for (operator, before), (same, after) in zip(still, moved, strict=True):
        assert operator == same
        if operator == "re" and before[2:] == after[2:]:  # the card's clip: moved
            assert after[0] - before[0] == pytest.approx(dx, abs=1e-3)
            assert after[1] - before[1] == pytest.approx(dy, abs=1e-3)
    # The fronts never move.
    assert _back_operations(_pdf(LayoutOptions(backs=edge)), 0) == _back_operations(
        _pdf(profile.applied(LayoutOptions())), 0
    )


def test_a_profiles_scale_stretches_the_back_page_about_its_moved_centre() -> None:
    profile = Profile("Laser", (0.7, -0.4), (1.002, 0.998))
    plain = _back_operations(_pdf(Profile("Laser", (0.7, -0.4)).applied(LayoutOptions())), 1)
    scaled = _back_operations(_pdf(profile.applied(LayoutOptions())), 1)
    stretch = next(index for index, (_, numbers) in enumerate(scaled) if numbers[0] == 1.002)
    assert scaled[:stretch] + scaled[stretch + 1 :] == plain
    operator, (a, b, c, d, e, f) = scaled[stretch]
    assert (operator, a, b, c, d) == ("cm", 1.002, 0, 0, 0.998)
    # The page's centre, where the offset puts it on the back page, stays put.
    x, y = 297.6378 - 0.7 * MM, 420.9449 - 0.4 * MM
    assert a * x + e == pytest.approx(x, abs=1e-3)
    assert d * y + f == pytest.approx(y, abs=1e-3)
