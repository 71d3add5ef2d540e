"""Reading printed PDFs back: what was drawn where, in page coordinates.

A small content-stream interpreter (pypdf parses, we follow the graphics state)
records every clip rectangle, filled rectangle, stroked line, form and image,
with the transformation in force, recursing into Form XObjects. Tests compare
these with the layout model to a tenth of a millimetre.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

import pytest
from pypdf import PdfReader
from pypdf.generic import ContentStream

from deskapp.cli import main
from printables.preflight import Preflight

Matrix = tuple[float, float, float, float, float, float]
IDENTITY: Matrix = (1, 0, 0, 1, 0, 0)
MM = 72 / 25.4


P = TypeVar("P")


def problems_of(preflight: Preflight, kind: type[P]) -> list[P]:
    """The preflight's problems of one kind (overflowing text, a low-resolution picture …)."""
    return [problem for problem in preflight.problems if isinstance(problem, kind)]


def concat(m: Matrix, ctm: Matrix) -> Matrix:
    a, b, c, d, e, f = m
    A, B, C, D, E, F = ctm  # the PDF reference's names
    return (
        a * A + b * C,
        a * B + b * D,
        c * A + d * C,
        c * B + d * D,
        e * A + f * C + E,
        e * B + f * D + F,
    )


def apply(m: Matrix, x: float, y: float) -> tuple[float, float]:
    a, b, c, d, e, f = m
    return (a * x + c * y + e, b * x + d * y + f)


@dataclass(frozen=True)
class Box:
    """An axis-aligned rectangle in page points."""

    x0: float
    y0: float
    x1: float
    y1: float

    @classmethod
    def of(cls, points: list[tuple[float, float]]) -> Box:
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        return cls(min(xs), min(ys), max(xs), max(ys))

    def close_to(self, other: object, tolerance_mm: float = 0.1) -> bool:
        values = (other.x0, other.y0, other.x1, other.y1) if isinstance(other, Box) else other
        return all(
            abs(a - b) <= tolerance_mm * MM
            for a, b in zip((self.x0, self.y0, self.x1, self.y1), values, strict=True)
        )

    def contains(self, x: float, y: float) -> bool:
        return self.x0 <= x <= self.x1 and self.y0 <= y <= self.y1

    def overlaps(self, other: Box) -> bool:
        return (
            self.x0 < other.x1 and other.x0 < self.x1 and self.y0 < other.y1 and other.y0 < self.y1
        )


@dataclass
class Use:
    """A Form or Image XObject drawn with a transformation."""

    name: str
    kind: str
    ctm: Matrix
    reference: object

    def box(self, x0: float = 0, y0: float = 0, x1: float = 1, y1: float = 1) -> Box:
        return Box.of([apply(self.ctm, x, y) for x, y in ((x0, y0), (x1, y0), (x0, y1), (x1, y1))])


@dataclass
class Drawing:
    """What one page draws, at the page level and inside the forms it uses."""

    clips: list[Box] = field(default_factory=list)
    fills: list[tuple[Box, tuple[float, ...]]] = field(default_factory=list)
    lines: list[tuple[tuple[float, float], tuple[float, float]]] = field(default_factory=list)
    uses: list[Use] = field(default_factory=list)
    colours: set[tuple[float, ...]] = field(default_factory=set)
    font_sizes: set[float] = field(default_factory=set)
    top_level_clips: list[Box] = field(default_factory=list)

    @property
    def forms(self) -> list[Use]:
        return [u for u in self.uses if u.kind == "/Form"]

    @property
    def images(self) -> list[Use]:
        return [u for u in self.uses if u.kind == "/Image"]


def _walk(reader: PdfReader, content, resources, ctm: Matrix, out: Drawing, depth: int) -> None:
    stack: list[Matrix] = []
    path_rects: list[Box] = []
    points: list[tuple[float, float]] = []
    segments: list[tuple[tuple[float, float], tuple[float, float]]] = []
    fill: tuple[float, ...] = (0.0,)
    clip_next = False
    xobjects = resources.get("/XObject", {}) if resources else {}
    operations = (
        content.operations
        if isinstance(content, ContentStream)
        else ContentStream(content, reader).operations
    )
    for operands, operator in operations:
        op = operator.decode() if isinstance(operator, bytes) else operator
        if op == "q":
            stack.append(ctm)
        elif op == "Q":
            ctm = stack.pop()
        elif op == "cm":
            ctm = concat(tuple(float(v) for v in operands), ctm)
        elif op == "re":
            x, y, w, h = (float(v) for v in operands)
            path_rects.append(
                Box.of(
                    [
                        apply(ctm, px, py)
                        for px, py in ((x, y), (x + w, y), (x, y + h), (x + w, y + h))
                    ]
                )
            )
        elif op == "m":
            points = [apply(ctm, float(operands[0]), float(operands[1]))]
        elif op == "l":
            point = apply(ctm, float(operands[0]), float(operands[1]))
            if points:
                segments.append((points[-1], point))
            points.append(point)
        elif op in ("W", "W*"):
            clip_next = True
        elif op in ("rg", "g", "k"):
            fill = tuple(float(v) for v in operands)
            out.colours.add(fill if op != "g" else fill * 3)
        elif op in ("RG", "G", "K"):
            stroke = tuple(float(v) for v in operands)
            out.colours.add(stroke if op != "G" else stroke * 3)
        elif op in ("S", "s", "f", "f*", "F", "B", "B*", "b", "b*", "n"):
            if clip_next:
                out.clips.extend(path_rects)
                if depth == 0:
                    out.top_level_clips.extend(path_rects)
                clip_next = False
            if op in ("f", "f*", "F", "B", "B*", "b", "b*"):
                out.fills.extend((rect, fill) for rect in path_rects)
            if op in ("S", "s", "B", "B*", "b", "b*"):
                out.lines.extend(segments)
            path_rects, points, segments = [], [], []
        elif op == "Tf":
            out.font_sizes.add(float(operands[1]))
        elif op == "Do":
            name = operands[0]
            reference = xobjects.raw_get(name)  # the indirect reference: its number identifies it
            xobject = reference.get_object()
            kind = xobject["/Subtype"]
            out.uses.append(Use(str(name), kind, ctm, reference))
            if kind == "/Form":
                matrix = tuple(float(v) for v in xobject.get("/Matrix", IDENTITY))
                _walk(
                    reader, xobject, xobject.get("/Resources"), concat(matrix, ctm), out, depth + 1
                )


@dataclass
class Printed:
    """A rendered PDF, read back."""

    data: bytes
    reader: PdfReader

    @property
    def pages(self):  # pypdf's page list
        return self.reader.pages

    def drawing(self, index: int) -> Drawing:
        page = self.reader.pages[index]
        out = Drawing()
        _walk(self.reader, page.get_contents(), page["/Resources"], IDENTITY, out, 0)
        return out

    def texts(self, index: int) -> list[tuple[str, float, float, Matrix]]:
        """Page-level text runs with their position in page coordinates (not inside forms)."""
        runs: list[tuple[str, float, float, Matrix]] = []

        def visit(text, cm, tm, _font, _size) -> None:
            if text.strip():
                matrix = concat(tuple(tm), tuple(cm))
                runs.append((text.strip(), matrix[4], matrix[5], matrix))

        self.reader.pages[index].extract_text(visitor_text=visit)
        return runs


@pytest.fixture
def read_pdf() -> Callable[[bytes], Printed]:
    """Parse PDF bytes for inspection."""

    def read(data: bytes) -> Printed:
        return Printed(data, PdfReader(io.BytesIO(data)))

    return read


@pytest.fixture(scope="module")
def demo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The demo campaign as ``deskapp demo`` writes it, once per test module."""
    path = tmp_path_factory.mktemp("demo") / "demo.carddesk"
    assert main(["demo", str(path)]) == 0
    return path


def run_print(demo: Path, out: Path, *options: str) -> int:
    """``deskapp print`` of ``demo`` to ``out`` with these options: its exit code."""
    return main(["print", "--campaign", str(demo), "--out", str(out), *options])
