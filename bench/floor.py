"""The floor every benchmark measures itself against, in the same run.

A figure alone says little on a shared two-core machine: the same code is twice as
slow while another job runs. So each benchmark also measures the cheapest thing
that could do the same job — a bare Python start, a bare PySide6 window, a plain
list — and its targets are ratios to that floor, printed beside the figure:

    draw+discard: 250,000 ops/s, ratio 40.0× floor (target ≤ 50×) — met

Run ``python bench/floor.py`` to see the floors alone.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

RUNS = 5


def best_of(runs: int, measure: Callable[[], float]) -> float:
    """The fastest of ``runs`` measurements: the one least disturbed by other jobs."""
    return min(measure() for _ in range(runs))


def paired(
    floor: Callable[[], float], measure: Callable[[], float], runs: int = RUNS
) -> tuple[float, float]:
    """The best of ``runs`` of the floor and of the figure, measured in turns.

    Taking turns means a burst of load from another job hits both alike, so the
    ratio holds up on a busy machine better than two separate series would.
    """
    floors, figures = [], []
    for _ in range(runs):
        floors.append(floor())
        figures.append(measure())
    return min(floors), min(figures)


# --- processes ------------------------------------------------------------------------


def environment(base: Mapping[str, str] | None = None) -> dict[str, str]:
    """The environment the benchmarks start processes in: Python may write its bytecode.

    An installed Card Desk starts from compiled bytecode (pip compiles it, the
    standalone bundle holds it); with PYTHONDONTWRITEBYTECODE set, every start would
    compile every module again and time that instead. The first of the runs writes
    the cache, ``best_of`` keeps a later one.
    """
    result = dict(os.environ if base is None else base)
    result.pop("PYTHONDONTWRITEBYTECODE", None)
    result.setdefault("QT_QPA_PLATFORM", "offscreen")
    return result


def process_seconds(command: Sequence[str], env: Mapping[str, str] | None = None) -> float:
    """Wall time of one run of ``command`` to its exit; it must succeed."""
    start = time.perf_counter()
    subprocess.run(command, check=True, env=environment(env), stdout=subprocess.DEVNULL)
    return time.perf_counter() - start


def python_start(runs: int = RUNS) -> float:
    """A bare ``python -c pass``: the interpreter's own start and exit."""
    return best_of(runs, lambda: process_seconds([sys.executable, "-c", "pass"]))


def python_import(module: str, runs: int = RUNS) -> float:
    """``python -c "import module"``: the cheapest process that has the module's code."""
    return best_of(runs, lambda: process_seconds([sys.executable, "-c", f"import {module}"]))


READY_FD = "CARDDESK_READY_FD"  # the app's readiness pipe (deskapp/ui/app.py)

BARE_WINDOW = """
import os, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

def ready():
    with os.fdopen(int(os.environ["CARDDESK_READY_FD"]), "w") as pipe:
        pipe.write("ready\\n")
    app.quit()

app = QApplication(sys.argv)
window = QMainWindow()
window.resize(1366, 768)
window.show()
QTimer.singleShot(0, ready)
app.exec()
"""


def seconds_to_ready(
    command: Sequence[str], env: Mapping[str, str] | None = None, stop: bool = True
) -> float:
    """Wall time from starting ``command`` to the ``ready`` it writes to ``CARDDESK_READY_FD``.

    The clock stops at the word, not at the exit; the process is then asked to
    close (SIGTERM) when ``stop`` is true, and waited for.
    """
    ready, told = os.pipe()
    started_with = environment(env)
    started_with[READY_FD] = str(told)
    start = time.perf_counter()
    process = subprocess.Popen(
        command,
        env=started_with,
        pass_fds=(told,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    os.close(told)
    with os.fdopen(ready) as pipe:
        said = pipe.readline()
    elapsed = time.perf_counter() - start
    if stop and process.poll() is None:
        process.terminate()
    _, errors = process.communicate(timeout=60)
    if said != "ready\n":
        raise RuntimeError(f"{command[0]} never said it was ready: {errors.decode()[-500:]}")
    return elapsed


def bare_qt_window(runs: int = RUNS) -> float:
    """A bare PySide6 main window shown (offscreen unless told otherwise), to its readiness."""
    return best_of(runs, lambda: seconds_to_ready([sys.executable, "-c", BARE_WINDOW]))


# --- a deck as a plain list -----------------------------------------------------------


def plain_list_operations_per_second(operations: int = 200_000, runs: int = RUNS) -> float:
    """Draw+discard on plain lists — pop the draw pile onto a hand, move it to the
    discard pile, turn the discard pile over when the draw pile runs out — with no
    log, no undo and no checks: what the deck engine's operations cost at the least."""

    def measure() -> float:
        draw = list(range(54))
        random.Random(1).shuffle(draw)
        hand: list[int] = []
        discard: list[int] = []
        start = time.perf_counter()
        for _ in range(operations // 2):
            if not draw:
                draw, discard = discard, draw
            card = draw.pop()
            hand.append(card)
            del hand[hand.index(card)]
            discard.append(card)
        return time.perf_counter() - start

    return operations / best_of(runs, measure)


# --- reporting --------------------------------------------------------------------------


@dataclass(frozen=True)
class Figure:
    """One measured figure against its floor.

    ``ratio`` is how many times the floor's cost the figure is: time over the
    floor's time, or, for rates (``higher_is_better``), the floor's rate over this one.
    """

    name: str
    value: float
    unit: str
    floor: float
    target: float  # the largest acceptable ratio
    higher_is_better: bool = False
    also: str = ""  # an absolute target to print beside the ratio, if the issue sets one
    absolute_met: bool = True

    @property
    def ratio(self) -> float:
        if self.higher_is_better:
            return self.floor / self.value
        return self.value / self.floor

    @property
    def met(self) -> bool:
        return self.ratio <= self.target and self.absolute_met

    def line(self) -> str:
        target = f"target ≤ {self.target:g}×" + (f"; {self.also}" if self.also else "")
        verdict = "met" if self.met else "MISSED"
        return (
            f"{self.name}: {_number(self.value)} {self.unit}, "
            f"ratio {self.ratio:.1f}× floor ({target}) — {verdict}"
        )


def report(
    name: str,
    value: float,
    unit: str,
    *,
    floor: float,
    target: float,
    higher_is_better: bool = False,
    also: str = "",
    absolute_met: bool = True,
) -> Figure:
    """Print one figure as ``name: value unit, ratio N.N× floor (target ≤ M×)`` and return it."""
    figure = Figure(name, value, unit, floor, target, higher_is_better, also, absolute_met)
    print(figure.line(), flush=True)
    return figure


def floor_line(name: str, value: float, unit: str) -> None:
    """Print a floor itself, so a reader sees what the ratios divide by."""
    print(f"  floor — {name}: {_number(value)} {unit}", flush=True)


def _number(value: float) -> str:
    if value >= 1000:
        return f"{value:,.0f}"
    if value >= 100:
        return f"{value:.0f}"
    return f"{value:.3g}" if value < 10 else f"{value:.1f}"


def main() -> None:
    floor_line("python -c pass", python_start() * 1000, "ms")
    floor_line("bare PySide6 window shown", bare_qt_window() * 1000, "ms")
    floor_line("plain-list draw+discard", plain_list_operations_per_second(), "ops/s")


if __name__ == "__main__":
    main()
