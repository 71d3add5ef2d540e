"""`deskapp print --profile` and `deskapp calibrate`: every refusal writes nothing."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from pypdf import PdfReader
from pypdf.generic import ContentStream

from deskapp.cli import main
from printables.layout import Backs
from printables.profiles import Profile, default_path, put_profile, read_profiles

MM = 72 / 25.4


@pytest.fixture(scope="module")
def demo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("demo") / "demo.carddesk"
    assert main(["demo", str(path)]) == 0
    return path


def run_print(demo: Path, out: Path, *options: str) -> int:
    return main(["print", "--campaign", str(demo), "--out", str(out), "--cards", "rules", *options])


def back_clips(path: Path) -> list[list[float]]:
    """The rectangles drawn on the first back page, from the PDF's own operations."""
    reader = PdfReader(path)
    content = ContentStream(reader.pages[1].get_contents(), reader)
    return [
        [float(value) for value in operands]
        for operands, operator in content.operations
        if operator == b"re"
    ]


def test_a_profile_gives_the_print_its_backs(demo: Path, tmp_path: Path) -> None:
    put_profile(Profile("Laser, tray 2", (0.7, -0.4), (1, 1), Backs.LONG_EDGE))
    assert run_print(demo, tmp_path / "plain.pdf", "--backs", "long") == 0
    assert run_print(demo, tmp_path / "laser.pdf", "--profile", "Laser, tray 2") == 0
    plain, laser = back_clips(tmp_path / "plain.pdf"), back_clips(tmp_path / "laser.pdf")
    assert len(PdfReader(tmp_path / "laser.pdf").pages) == 2  # the profile's duplex edge
    moved = {
        (round(b[0] - a[0], 3), round(b[1] - a[1], 3)) for a, b in zip(plain, laser, strict=True)
    }
    assert moved == {(round(-0.7 * MM, 3), round(-0.4 * MM, 3))}


def test_given_flags_go_before_the_profiles_values(demo: Path, tmp_path: Path) -> None:
    put_profile(Profile("Laser", (0.7, -0.4), (1, 1), Backs.LONG_EDGE))
    assert run_print(demo, tmp_path / "zero.pdf", "--backs", "long") == 0
    out = tmp_path / "given.pdf"
    assert run_print(demo, out, "--profile", "Laser", "--back-offset", "0,0") == 0
    assert back_clips(out) == back_clips(tmp_path / "zero.pdf")
    assert run_print(demo, out, "--profile", "Laser", "--backs", "none") == 0
    assert len(PdfReader(out).pages) == 1


def test_an_unknown_profile_is_refused_with_the_list(demo: Path, tmp_path: Path, capsys) -> None:
    out = tmp_path / "cards.pdf"
    assert run_print(demo, out, "--profile", "Laser") == 2
    assert "no printer profile named “Laser”, nor any other yet" in capsys.readouterr().err
    put_profile(Profile("Inkjet"))
    put_profile(Profile("Office"))
    assert run_print(demo, out, "--profile", "Laser") == 2
    assert "there are: “Inkjet”, “Office”" in capsys.readouterr().err
    assert not out.exists()


def test_a_damaged_profiles_file_is_said_and_left_alone(demo: Path, tmp_path: Path, capsys) -> None:
    default_path().parent.mkdir(parents=True, exist_ok=True)
    default_path().write_text("{damaged", encoding="utf-8")
    out = tmp_path / "cards.pdf"
    assert run_print(demo, out, "--profile", "Laser") == 2
    error = capsys.readouterr().err
    assert "cannot be read (it is not JSON)" in error and "Traceback" not in error
    assert not out.exists()
    assert default_path().read_text(encoding="utf-8") == "{damaged"
    # Calibrating keeps the damaged file aside and says where.
    assert main(["calibrate", "--profile", "Laser", "--reading", "1,1"]) == 0
    error = capsys.readouterr().err
    aside = default_path().with_name("printer-profiles.damaged-1.json")
    assert str(aside) in error and aside.read_text(encoding="utf-8") == "{damaged"


def test_a_back_scale_past_the_limits_is_refused(demo: Path, tmp_path: Path, capsys) -> None:
    out = tmp_path / "cards.pdf"
    assert run_print(demo, out, "--backs", "long", "--back-scale", "90") == 2
    assert "between 95 and 105 %" in capsys.readouterr().err
    assert run_print(demo, out, "--back-scale", "101") == 2
    assert "only changes double-sided backs" in capsys.readouterr().err
    assert not out.exists()
    put_profile(Profile("Laser"))
    assert run_print(demo, out, "--profile", "Laser", "--back-scale", "101") == 0


def test_calibrate_makes_and_corrects_a_profile(capsys) -> None:
    assert (
        main(
            [
                "calibrate",
                "--profile",
                "Laser",
                "--reading",
                "centre=1.5,-0.5",
                "--reading",
                "top-left=2,-0.5",
                "--reading",
                "top-right=1,-0.5",
                "--backs",
                "short",
            ]
        )
        == 0
    )
    assert "Made the printer profile “Laser”" in capsys.readouterr().out
    laser = read_profiles().find("Laser")
    assert laser.edge is Backs.SHORT_EDGE
    assert laser.scale[0] < 1 and laser.scale[1] == 1
    assert main(["calibrate", "--profile", "Laser", "--reading", "0.5,0"]) == 0
    assert "Corrected the printer profile “Laser”" in capsys.readouterr().out
    assert read_profiles().find("Laser").offset_mm[0] == pytest.approx(
        laser.offset_mm[0] + 0.5 * laser.scale[0], abs=0.01
    )
    assert main(["calibrate"]) == 0
    assert capsys.readouterr().out.startswith("Laser: backs moved X = ")


@pytest.mark.parametrize(
    ("arguments", "problem"),
    [
        (["--profile", "L", "--reading", "middle=1,1"], "not a reading"),
        (["--profile", "L", "--reading", "centre=12,0"], "off the scales"),
        (["--reading", "1,1"], "give --profile"),
        (["--profile", "L", "--reading", "top-left=1,1"], "centre first"),
        (["--profile", "L", "--reading", "1,1", "--reading", "centre=1,1"], "each point once"),
        (["--profile", "L", "--reading", "1,1", "--backs", "gutterfold"], "long or short"),
        (["--profile", "L", "--reading", "1,1", "--page", "B7"], "B7"),
        (
            [
                "--profile",
                "L",
                "--reading",
                "0,0",
                "--reading",
                "top-left=9,0",
                "--reading",
                "top-right=-9,0",
            ],
            "back scale",
        ),
        (["--profile", "Nobody"], "no printer profile named “Nobody”"),
        (["--profile", " ", "--reading", "1,1"], "needs a name"),
    ],
)
def test_calibrate_refuses_and_writes_nothing(arguments: list[str], problem: str, capsys) -> None:
    assert main(["calibrate", *arguments]) == 2
    assert problem in capsys.readouterr().err
    assert not default_path().exists()


def test_a_calibration_sheet_printed_with_a_profile_moves_its_crosses(
    demo: Path, tmp_path: Path
) -> None:
    put_profile(Profile("Laser", (1, 0), (1.002, 0.9985)))
    out = tmp_path / "sheet.pdf"
    assert (
        main(
            [
                "print",
                "--campaign",
                str(demo),
                "--out",
                str(out),
                "--cards",
                "rules",
                "--calibration",
                "--profile",
                "Laser",
            ]
        )
        == 0
    )
    text = PdfReader(io.BytesIO(out.read_bytes())).pages[0].extract_text()
    assert "X = 1 mm, Y = 0 mm and back scale X = 100.2 %, Y = 99.85 %" in " ".join(text.split())


def test_png_files_for_a_card_maker_take_no_printer_profile(
    demo: Path, tmp_path: Path, capsys
) -> None:
    put_profile(Profile("Laser", (1, 0)))
    out = tmp_path / "png"
    assert run_print(demo, out, "--png", "--profile", "Laser") == 2
    assert "leave out --profile" in capsys.readouterr().err
    assert not out.exists()
