"""``deskapp print --pod``: one card a page at trim + bleed, CMYK, ink limited, fonts embedded.

Read back from the PDF itself: every colour operator of every content stream (pages and the
forms they draw), every image's colour space, every font's embedded file and every page's
boxes.
"""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

import pytest
from PIL import Image
from pypdf import PdfReader
from pypdf.generic import ContentStream, IndirectObject

from printables.geometry import INCH
from printables.pod import TOTAL_INK_LIMIT, cmyk, cmyk_image, limit_ink, pod_size
from printables.style import INK, SUIT_RED, grey

from .conftest import MM, run_print

RGB_OPERATORS = {b"rg", b"RG", b"sc", b"SC", b"scn", b"SCN", b"cs", b"CS", b"g", b"G"}


def resolved(value: Any) -> Any:
    return value.get_object() if isinstance(value, IndirectObject) else value


def colour_operators(reader: PdfReader) -> tuple[list[tuple[bytes, list[float]]], list[Any]]:
    """Every colour operator (operator, operands) in every page's content and the forms it
    draws, and every image XObject met on the way."""
    operators: list[tuple[bytes, list[float]]] = []
    images: list[Any] = []
    seen: set[int] = set()

    def walk(content: Any, resources: Any) -> None:
        stream = ContentStream(content, reader)
        xobjects = resolved((resources or {}).get("/XObject", {})) or {}
        for operands, operator in stream.operations:
            if operator in (b"k", b"K") or operator in RGB_OPERATORS:
                operators.append((operator, [float(value) for value in operands]))
            if operator == b"Do":
                reference = xobjects[operands[0]]
                xobject = resolved(reference)
                key = id(xobject)
                if key in seen:
                    continue
                seen.add(key)
                if xobject["/Subtype"] == "/Image":
                    images.append(xobject)
                else:
                    walk(xobject, resolved(xobject.get("/Resources")))

    for page in reader.pages:
        walk(page.get_contents(), resolved(page.get("/Resources")))
    return operators, images


@pytest.fixture(scope="module")
def pod_pdf(demo: Path, tmp_path_factory: pytest.TempPathFactory) -> PdfReader:
    out = tmp_path_factory.mktemp("pod") / "deck.pdf"
    assert run_print(demo, out, "--pod", "--backs", "long") == 0
    return PdfReader(out)


def test_every_colour_is_cmyk_within_the_ink_limit(pod_pdf: PdfReader) -> None:
    operators, images = colour_operators(pod_pdf)
    assert {operator for operator, _ in operators} == {b"k", b"K"}  # no RGB, grey or spot
    inks = [values for _, values in operators]
    assert len(inks) > 500
    assert max(sum(values) for values in inks) <= TOTAL_INK_LIMIT + 1e-6
    assert any(sum(values[:3]) > 1 for values in inks)  # colours, not only black
    # The portraits, in CMYK; a CMYK JPEG's own ink stays within the limit too (below).
    assert images and all(image["/ColorSpace"] == "/DeviceCMYK" for image in images)


def test_every_font_is_embedded(pod_pdf: PdfReader) -> None:
    fonts = []
    for page in pod_pdf.pages:
        for reference in resolved(page["/Resources"]["/Font"]).values():
            font = resolved(reference)
            descendants = font.get("/DescendantFonts")
            described = resolved(descendants[0]) if descendants else font
            fonts.append(resolved(described.get("/FontDescriptor")))
    assert fonts and all(
        descriptor is not None
        and any(key in descriptor for key in ("/FontFile", "/FontFile2", "/FontFile3"))
        for descriptor in fonts
    )


def test_one_card_a_page_at_trim_and_bleed(pod_pdf: PdfReader) -> None:
    size = pod_size("poker")
    bleed = INCH / 8
    for page in pod_pdf.pages:  # fronts and backs alike
        media, trim = page.mediabox, page.trimbox
        assert float(media.width) == pytest.approx((size.width + 2 * bleed) * MM, abs=0.01)
        assert float(media.height) == pytest.approx((size.height + 2 * bleed) * MM, abs=0.01)
        assert float(trim.width) == pytest.approx(size.width * MM, abs=0.01)
        assert float(trim.left) == pytest.approx(bleed * MM, abs=0.01)
    assert len(pod_pdf.pages) % 2 == 0


def test_the_faces_colours_go_through_one_function() -> None:
    text, red = cmyk(INK), cmyk(SUIT_RED)
    assert (text.cyan, text.magenta, text.yellow) == (0, 0, 0) and text.black > 0.8
    assert red.magenta > 0.9 and red.cyan < 0.3  # a red stays red
    assert cmyk(grey(0.5)).black == pytest.approx(0.5, abs=0.01)
    assert limit_ink(1, 1, 1, 1) == pytest.approx((0.4667, 0.4667, 0.4667, 1), abs=1e-3)
    dark = cmyk((0.05, 0.1, 0.3))
    assert dark.cyan + dark.magenta + dark.yellow + dark.black <= TOTAL_INK_LIMIT + 1e-9


def test_pictures_convert_through_the_profile_within_the_ink_limit() -> None:
    picture = Image.new("RGB", (4, 1))
    for x, colour in enumerate([(0, 0, 0), (20, 10, 60), (255, 255, 255), (200, 30, 30)]):
        picture.putpixel((x, 0), colour)
    converted = cmyk_image(picture)
    assert converted.mode == "CMYK"
    for x in range(4):
        assert sum(converted.getpixel((x, 0))) <= TOTAL_INK_LIMIT * 255 + 3  # rounding
    assert sum(converted.getpixel((2, 0))) <= 3  # white paper gets no ink
    with_alpha = Image.new("RGBA", (1, 1), (0, 0, 0, 0))
    assert sum(cmyk_image(with_alpha).getpixel((0, 0))) <= 3  # see-through: paper
    grey = Image.new("LA", (1, 1), (64, 255))  # a greyscale export's portrait
    assert cmyk_image(grey).getpixel((0, 0)) == (0, 0, 0, 191)  # black ink alone
    saved = io.BytesIO()
    converted.save(saved, "JPEG")
    assert Image.open(saved).mode == "CMYK"


@pytest.mark.parametrize(
    ("options", "said"),
    [
        (("--png",), "--png writes PNG files and --pod a PDF"),
        (("--card-size", "bridge"), "card makers print cards in their own sizes"),
        (("--backs", "long", "--back-offset", "1,0"), "has no back offset"),
        (("--backs", "gutterfold"), "leave out gutterfold and the calibration sheet"),
    ],
)
def test_what_a_pod_pdf_cannot_do_is_refused(
    demo: Path, tmp_path: Path, capsys, options: tuple[str, ...], said: str
) -> None:
    (tmp_path / "out").mkdir()
    assert run_print(demo, tmp_path / "out" / "x.pdf", "--pod", *options) == 2
    assert said in capsys.readouterr().err
    assert list((tmp_path / "out").iterdir()) == []


def test_without_the_profile_a_cmyk_export_says_what_to_install(
    demo: Path, tmp_path: Path, capsys, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("CARDDESK_CMYK_PROFILE", str(tmp_path / "none.icc"))
    (tmp_path / "out").mkdir()
    assert run_print(demo, tmp_path / "out" / "x.pdf", "--pod") == 2
    assert "apt-get install libgs-common" in capsys.readouterr().err
    assert list((tmp_path / "out").iterdir()) == []
