"""Python's cycle collector, held back while a long log is rebuilt.

Rebuilding a table from its log allocates hundreds of thousands of small objects that
make no reference cycles (events, cards, results). Each allocation burst triggers the
collector, which walks every object alive — so a rebuild with the collector on grows
faster than its log (a 20,000-event session replayed a third slower, a 100,000-event
deck log three times). Holding it back until the rebuild is done loses nothing: what a
rebuild leaves in cycles is collected at the next collection after it.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def collector_paused() -> Iterator[None]:
    """No cycle collection inside the block (nested blocks are fine)."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def set_aside_from_collection() -> None:
    """What is alive now lives long (a long session's table, just opened): the collector
    stops walking it. A full collection walks every object; after a 20,000-action session
    opened that took 200–280 ms, in the middle of play. Objects set aside are still freed
    when nothing refers to them; only reference cycles among them wait for
    :func:`back_into_collection`."""
    gc.freeze()


def back_into_collection() -> None:
    """Undo :func:`set_aside_from_collection` (the long session is left): what it set aside
    is collected again."""
    gc.unfreeze()
