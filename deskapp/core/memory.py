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
