"""Build the standalone app (build.spec) and try it the way a group without Python would.

With nothing but the bundle on PATH (no Python, no virtual environment), it runs
``deskapp --version``, ``deskapp demo``, ``deskapp check agents … --json``,
``deskapp print`` of the demo in Czech (pypdf, from the checker's environment,
finds the Czech words in the PDF), and starts the window offscreen, waits for its
``ready`` on the CARDDESK_READY_FD pipe, and closes it with SIGTERM: it must exit 0
without a traceback. Fails (exit 1) at the first step that goes wrong.

Run from the project folder with the environment that has PyInstaller and pypdf:
    .venv/bin/python .ci/bundle_smoke.py [--no-build]
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

from pypdf import PdfReader

from deskapp.systems.agents.printing import WORDS as AGENTS_WORDS
from printables.labels import labels_for

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
SIZE_LIMIT_MB = 250


class SmokeError(Exception):
    pass


def step(name: str, started: float) -> None:
    print(f"  ok  {name} ({time.perf_counter() - started:.1f} s)", flush=True)


def build() -> None:
    started = time.perf_counter()
    subprocess.run(
        [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "ERROR", "build.spec"],
        cwd=ROOT,
        check=True,
    )
    step("pyinstaller build.spec", started)


def folder_megabytes(folder: Path) -> float:
    """What the unpacked folder takes (a link to a library in it counts once, as on disk)."""
    return (
        sum(
            path.lstat().st_size
            for path in folder.rglob("*")
            if not path.is_symlink() and path.is_file()
        )
        / 1e6
    )


def bare_environment(bundle: Path, home: Path) -> dict[str, str]:
    """Nothing but the bundle on PATH, and user folders of its own."""
    environment = {
        "PATH": str(bundle),
        "HOME": str(home),
        "LANG": "C.UTF-8",
        "QT_QPA_PLATFORM": "offscreen",
    }
    for variable in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        folder = home / variable.lower()
        folder.mkdir(parents=True, exist_ok=True)
        environment[variable] = str(folder)
    for python in ("python", "python3", "pip"):
        if shutil.which(python, path=environment["PATH"]):
            raise SmokeError(
                f"{python} is on the bare PATH: the test would not show the bundle stands alone"
            )
    return environment


def run(environment: dict[str, str], *arguments: str) -> str:
    """Run the bundled deskapp; its standard output, or a SmokeError with what it said."""
    started = time.perf_counter()
    result = subprocess.run(
        ["deskapp", *arguments],
        check=False,
        env=environment,
        capture_output=True,
        text=True,
        timeout=300,
        executable=shutil.which("deskapp", path=environment["PATH"]),
    )
    if result.returncode != 0 or "Traceback" in result.stderr:
        raise SmokeError(
            f"deskapp {' '.join(arguments)} exited {result.returncode}:\n{result.stderr[-2000:]}"
        )
    step(f"deskapp {' '.join(arguments)}", started)
    return result.stdout


def check_gui(
    environment: dict[str, str], campaign: Path, mode: str, language: str | None = None
) -> None:
    """The window comes up in ``mode`` (it says so on the readiness pipe) and a polite
    kill closes it. The app opens in the mode it was closed in (its settings say which):
    Print draws its preview with Qt PDF, Table builds the play screens."""
    started = time.perf_counter()
    settings = Path(environment["XDG_CONFIG_HOME"]) / "CardDesk" / "Card Desk.conf"
    if settings.exists():
        text = settings.read_text(encoding="utf-8")
        settings.write_text(re.sub(r"(?m)^mode=\w+$", f"mode={mode}", text), encoding="utf-8")
    ready, told = os.pipe()
    process = subprocess.Popen(
        [
            shutil.which("deskapp", path=environment["PATH"]) or "deskapp",
            "--campaign",
            str(campaign),
            *(["--language", language] if language else []),
        ],
        env={**environment, "CARDDESK_READY_FD": str(told)},
        pass_fds=(told,),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    os.close(told)
    with os.fdopen(ready) as pipe:
        said = pipe.readline()  # an exit before the window closes the pipe: an empty line
    if said != "ready\n":
        _, errors = process.communicate(timeout=60)
        raise SmokeError(f"the window never came up (exit {process.returncode}):\n{errors[-2000:]}")
    process.send_signal(signal.SIGTERM)
    _, errors = process.communicate(timeout=60)
    if process.returncode != 0 or "Traceback" in errors:
        raise SmokeError(
            f"the window did not close cleanly (exit {process.returncode}):\n{errors[-2000:]}"
        )
    saved = settings.read_text(encoding="utf-8") if settings.exists() else ""
    if "geometry" not in saved or f"mode={mode}" not in saved:
        raise SmokeError("the window closed without saving its settings: not a clean close")
    said_language = f", in {language}" if language else ""
    step(
        f"deskapp (the window, offscreen, {mode} mode{said_language}) shown and closed with "
        "SIGTERM",
        started,
    )


def check_players(environment: dict[str, str], campaign: Path) -> None:
    """``deskapp players`` serves a phone its page and stops cleanly on Ctrl-C."""
    started = time.perf_counter()
    deskapp = shutil.which("deskapp", path=environment["PATH"]) or "deskapp"
    command = [deskapp, "players", "--campaign", str(campaign), "--session", "1"]
    server = subprocess.Popen(
        [*command, "--bind", "127.0.0.1", "--port", "0"],
        env=environment,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert server.stdout is not None
        line = server.stdout.readline()  # the first player's link: the server is listening
        match = re.search(r"http://\S+", line)
        if not match:
            raise SmokeError(f"deskapp players printed no link: {line!r}")
        with urllib.request.urlopen(match.group(0), timeout=30) as answer:
            page = answer.read().decode("utf-8")
        if "<html" not in page.lower():
            raise SmokeError(f"deskapp players served no page: {page[:200]!r}")
    finally:
        server.send_signal(signal.SIGINT)
        _, errors = server.communicate(timeout=60)
    if server.returncode != 0 or "Traceback" in errors:
        raise SmokeError(f"deskapp players stopped with {server.returncode}: {errors[-500:]!r}")
    step("deskapp players serves a phone's page", started)


def smoke(bundle: Path) -> None:
    size = folder_megabytes(bundle)
    if size > SIZE_LIMIT_MB:
        raise SmokeError(f"the bundle is {size:.0f} MB, over the {SIZE_LIMIT_MB} MB it may take")
    print(f"  ok  bundle size {size:.0f} MB (limit {SIZE_LIMIT_MB} MB)")
    for needed, what in (
        ("deskapp/resources/carddesk-256.png", "the app's icon"),
        ("deskapp/rules/agents.md", "the rules reference (Help → Rules reference)"),
        ("PySide6/QtPdf.*", "Qt PDF (the print previews)"),
        ("plugins/imageformats/libqpdf.*", "Qt's PDF image plug-in"),
        ("translations/qtbase_cs.qm", "Qt's own Czech words (standard dialogs)"),
        ("deskapp/translations/carddesk_cs.qm", "the app's Czech, compiled (the window's)"),
        ("deskapp/translations/carddesk_fr.ts", "the app's French catalogue (the command line's)"),
        ("font_roboto/files/Roboto-Regular.ttf", "the printed cards' font"),
        ("deskapp/core/players/static/index.html", "the players' phones page"),
    ):
        if not any(bundle.rglob(needed)):
            raise SmokeError(f"the bundle lacks {what} ({needed})")
    print("  ok  icon, rules, Qt PDF and its plug-in, Qt's translations and Roboto are in it")
    with tempfile.TemporaryDirectory(prefix="carddesk-smoke-") as temporary:
        folder = Path(temporary)
        environment = bare_environment(bundle, folder / "home")
        version = run(environment, "--version").strip()
        if not version.startswith("deskapp "):
            raise SmokeError(f"deskapp --version said {version!r}")
        campaign = folder / "demo.carddesk"
        run(environment, "demo", str(campaign))
        check = ["check", "agents", "--aspects", "3", "--seed", "1", "--json"]
        bundled = json.loads(run(environment, *check))
        installed = subprocess.run(
            [sys.executable, "-m", "deskapp", *check], check=True, capture_output=True, text=True
        )
        if bundled != json.loads(installed.stdout):
            raise SmokeError(
                f"deskapp check agents: the bundle drew {bundled}, "
                f"the installed app {installed.stdout.strip()} (same seed)"
            )
        deskapp = shutil.which("deskapp", path=environment["PATH"]) or "deskapp"
        wrong = ["check", "agents", "--aspects", "lots"]
        said = {
            language: subprocess.run(
                [deskapp, "--language", language, *wrong],
                check=False,
                env=environment,
                capture_output=True,
                text=True,
                timeout=120,
            )
            for language in ("en", "cs")
        }
        if (
            said["cs"].returncode != 2
            or said["cs"].stderr == said["en"].stderr
            or not re.search("[ěščřžýáíéůú]", said["cs"].stderr)
        ):
            raise SmokeError(f"deskapp --language cs refused in English: {said['cs'].stderr!r}")
        print(f"  ok  the command line refuses in Czech: {said['cs'].stderr.strip()[:80]}")
        pdf = folder / "demo.pdf"
        run(
            environment, "print", "--campaign", str(campaign), "--out", str(pdf), "--language", "cs"
        )
        text = " ".join(" ".join(page.extract_text() for page in PdfReader(pdf).pages).split())
        czech = labels_for("cs").translated(AGENTS_WORDS).coordinator_reserve
        if czech not in text or "ř" not in text:
            raise SmokeError(f"the Czech PDF lacks '{czech}' or a ř: {text[:300]!r}")
        print(f"  ok  the PDF holds Czech text ('{czech}')")
        # PNG files for card makers come from PDFium (pypdfium2): its library must be in it.
        pngs = folder / "png"
        run(environment, "print", "--campaign", str(campaign), "--out", str(pngs), "--png")
        fronts = sorted(pngs.glob("card-*-front.png"))
        if not fronts or fronts[0].read_bytes()[:8] != b"\x89PNG\r\n\x1a\n":
            raise SmokeError(f"deskapp print --png wrote no PNG card fronts in {pngs}")
        print(f"  ok  --png wrote {len(fronts)} card fronts")
        check_players(environment, campaign)
        for mode in ("characters", "print", "table"):
            check_gui(environment, campaign, mode)
        check_gui(environment, campaign, "table", "fr")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-build", action="store_true", help="try the bundle already in dist/")
    arguments = parser.parse_args()
    started = time.perf_counter()
    try:
        if not arguments.no_build:
            build()
        smoke(DIST / "deskapp")
    except (SmokeError, subprocess.CalledProcessError, subprocess.TimeoutExpired) as error:
        print(f"standalone bundle: FAILED: {error}", file=sys.stderr)
        return 1
    print(f"standalone bundle: every check passed in {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
