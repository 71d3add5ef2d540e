"""Campaign file speed: a campaign of 1,000 characters with 10 aspects each.

Targets (issue 6): opening it and showing the list under 0.5 s; one edit
committed under 5 ms; memory under 300 MB.
Run: QT_QPA_PLATFORM=offscreen python bench/campaign_bench.py
"""

from __future__ import annotations

import io
import os
import resource
import statistics
import tempfile
import time
from pathlib import Path

from PIL import Image

from deskapp.core.store import CampaignFile, NewCharacter

CHARACTERS = 1_000
ASPECTS = 10
SYSTEMS = ("agents", "founders", "dice_banks", "cinematic")


def portrait(seed: int) -> bytes:
    buffer = io.BytesIO()
    Image.effect_noise((600, 800), 40 + seed % 20).convert("RGB").save(buffer, "JPEG", quality=85)
    return buffer.getvalue()


def build(path: Path) -> None:
    portraits = [portrait(seed) for seed in range(20)]
    with CampaignFile.open(path) as campaign:
        campaign.add_characters(
            NewCharacter(
                SYSTEMS[number % 4],
                f"Postava {number:04d} Žluťoučká",
                {
                    "appearance": "vysoká, tmavé vlasy, jizva přes obočí",
                    "aspects": [
                        {
                            "text": f"Aspekt {a} — příliš žluťoučký kůň",
                            "kind": "ordinary",
                            "exhausted": False,
                        }
                        for a in range(ASPECTS)
                    ],
                },
                portraits[number % len(portraits)],
            )
            for number in range(CHARACTERS)
        )


def open_and_list(path: Path) -> float:
    from PySide6.QtWidgets import QApplication, QTreeView  # noqa: PLC0415 - Qt only for this figure

    from deskapp.ui.campaign_tree import CharacterTreeModel  # noqa: PLC0415

    app = QApplication.instance() or QApplication([])
    start = time.perf_counter()
    campaign = CampaignFile.open(path)
    view = QTreeView()
    view.setUniformRowHeights(True)
    view.setModel(CharacterTreeModel(campaign))
    view.expandAll()
    view.show()
    app.processEvents()
    elapsed = time.perf_counter() - start
    view.close()
    campaign.close()
    return elapsed


def edit_times(path: Path) -> list[float]:
    times = []
    with CampaignFile.open(path) as campaign:
        rows = campaign.summaries()[:50]
        for summary in rows:
            data = campaign.character(summary.id).data
            data["aspects"][3]["exhausted"] = True
            start = time.perf_counter()
            campaign.save_character_data(summary.id, data)
            times.append(time.perf_counter() - start)
    return times


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "bench.carddesk"
        build(path)
        print(f"campaign file: {os.path.getsize(path) / 1e6:.1f} MB for {CHARACTERS} characters")
        opening = min(open_and_list(path) for _ in range(3))
        print(f"open + list {CHARACTERS} characters: {opening * 1000:.0f} ms (target < 500 ms)")
        times = edit_times(path)
        print(
            f"one edit committed: median {statistics.median(times) * 1000:.2f} ms, "
            f"worst {max(times) * 1000:.2f} ms (target < 5 ms)"
        )
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"peak memory (whole process, Qt included): {peak:.0f} MB (target < 300 MB)")


if __name__ == "__main__":
    main()
