"""Cancel stops an export within a card or so, while the cards are made, measured or drawn.

An export of a big Agents campaign used to make every relationship card (N × (N − 1)),
then measure each one, before it first asked whether it was cancelled.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pytest
from PySide6.QtCore import QThreadPool

from deskapp.core.printing import Later, PrintableCharacter, PrintSource, cards_to_print
from deskapp.systems.agents import printing as agents_printing
from deskapp.systems.agents.sheet import Agent, Aspect
from deskapp.ui.print_worker import RenderJob
from printables.document import PrintOptions
from printables.geometry import Size
from printables.specs import CardSpec, CharacterCard


def many_agents(count: int) -> PrintSource:
    names = [f"Agent {n}" for n in range(count)]
    return PrintSource(
        tuple(
            PrintableCharacter("agents", name, Agent(name, (Aspect("Patient"),)), None)
            for name in names
        )
    )


def run_until_cancelled(qtbot, job: RenderJob) -> None:
    finished: list[object] = []
    job.signals.finished.connect(finished.append)
    with qtbot.waitSignal(job.signals.cancelled, timeout=60_000):
        QThreadPool.globalInstance().start(job)
    assert not finished


def test_cancel_stops_the_making_of_the_cards_within_a_character(
    qtbot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    source, made = many_agents(200), []
    real = agents_printing.owned_cards

    def counted(character, agents, labels, *, kinds=None):
        made.append(character.name)
        if len(made) == 3:
            job.cancel()  # as the Cancel button does, from another thread
        return real(character, agents, labels, kinds=kinds)

    monkeypatch.setattr(agents_printing, "owned_cards", counted)
    (tmp_path / "out").mkdir()
    out = tmp_path / "out" / "agents.pdf"
    cards = Later(lambda: cards_to_print(source, ["character", "relationship"]))
    job = RenderJob(cards, PrintOptions(), out)
    run_until_cancelled(qtbot, job)
    assert len(made) == 3  # of 200 agents, 40,000 cards
    assert list((tmp_path / "out").iterdir()) == []


class CancelsAt(Sequence[CardSpec]):
    """A thousand cards, made as they are read, that press Cancel when card ``at`` is read."""

    def __init__(self, at: int) -> None:
        self.at, self.read = at, list[int]()
        self.job: RenderJob | None = None

    def __len__(self) -> int:
        return 1000

    def __getitem__(self, index):
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        if not 0 <= index < len(self):
            raise IndexError(index)
        self.read.append(index)
        if index == self.at and self.job is not None:
            self.job.cancel()
        return CharacterCard(f"Agent {index}", "Agent", text="A long coat. " * 20)


@pytest.mark.parametrize("png", [False, True])
def test_cancel_stops_the_measuring_of_the_cards_at_the_next_card(
    qtbot, tmp_path: Path, png: bool
) -> None:
    cards = CancelsAt(5)
    (tmp_path / "out").mkdir()
    out = tmp_path / "out" / ("cards" if png else "cards.pdf")
    job = RenderJob(cards, PrintOptions(), out, png_size=Size(63, 88) if png else None)
    cards.job = job
    run_until_cancelled(qtbot, job)
    assert cards.read == list(range(6))
    assert list((tmp_path / "out").iterdir()) == []
