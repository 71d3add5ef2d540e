"""Keep the translation catalogues (``translations/carddesk_<language>.ts``) in step with the code.

    python tools/translations.py update          # pyside6-lupdate over the sources, then plurals
    python tools/translations.py check           # every message finished, placeholders kept
    python tools/translations.py fill FILE.json  # merge translations written outside Linguist
    python tools/translations.py release DIR     # pyside6-lrelease: DIR/carddesk_<language>.qm

``update`` runs ``pyside6-lupdate`` (Qt's extractor) over ``deskapp`` and ``printables``.
lupdate reads Python well but only counts a message as a plural when it is a widget's
``self.tr(text, "", n)``; Card Desk's plurals are any message holding ``%n``, so
``update`` marks those as plural messages and keeps their forms across updates (lupdate
alone would fold them into one). ``carddesk_en.ts`` holds the English plural forms only.

``fill`` takes ``{"cs": {"Context": {"source": "translation" or ["form", …]}}, "fr": …,
"en": …}`` — how a helper without Qt Linguist hands in a batch.
"""

from __future__ import annotations

import argparse
import ast
import json
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from deskapp.core.i18n import PLURAL_FORMS, SPOKEN, TRANSLATIONS, placeholders  # noqa: E402

SOURCES = ("deskapp", "printables")
TARGETS = {code: language.qt_locale for code, language in SPOKEN.items() if code != "en"}
TRANSLATING_CALLS = {"translate", "translate_in", "tr", "QT_TRANSLATE_NOOP"}

Key = tuple[str, str, str]


def ts_path(language: str, folder: Path = TRANSLATIONS) -> Path:
    return folder / f"carddesk_{language}.ts"


def source_files() -> list[Path]:
    return sorted(path for name in SOURCES for path in (ROOT / name).rglob("*.py"))


def _tool(name: str) -> Path:
    import PySide6  # noqa: PLC0415 (only the tool needs Qt)

    folder = Path(PySide6.__file__).resolve().parent
    for candidate in (folder / name, folder / f"{name}.exe", folder / "Qt" / "libexec" / name):
        if candidate.exists():
            return candidate
    raise SystemExit(f"{name} is not in {folder}: install PySide6 (pip install -e '.[test]')")


# --- reading and writing .ts files ---------------------------------------------------------


def read_messages(path: Path) -> dict[Key, ElementTree.Element]:
    if not path.exists():
        return {}
    root = ElementTree.parse(path).getroot()
    found = {}
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            key = (name, message.findtext("source") or "", message.findtext("comment") or "")
            found[key] = message
    return found


def write_ts(root: ElementTree.Element, path: Path) -> None:
    ElementTree.indent(root, space="    ")
    body = ElementTree.tostring(root, encoding="unicode")
    path.write_text(
        f'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n{body}\n', encoding="utf-8"
    )


def _forms_of(message: ElementTree.Element | None) -> list[str]:
    if message is None:
        return []
    translation = message.find("translation")
    if translation is None:
        return []
    forms = [form.text or "" for form in translation.iter("numerusform")]
    return forms or ([translation.text] if translation.text else [])


def _finished(message: ElementTree.Element | None) -> bool:
    translation = None if message is None else message.find("translation")
    return translation is not None and translation.get("type") is None


def make_plural(message: ElementTree.Element, count: int, old: ElementTree.Element | None) -> None:
    """``message`` as a plural message of ``count`` forms, with ``old``'s forms if it had them."""
    message.set("numerus", "yes")
    translation = message.find("translation")
    if translation is None:
        translation = ElementTree.SubElement(message, "translation")
    forms = _forms_of(old) or _forms_of(message)
    finished = _finished(old) and len(forms) == count and all(forms)
    translation.clear()
    translation.text = None
    if not finished:
        translation.set("type", "unfinished")
    for index in range(count):
        form = ElementTree.SubElement(translation, "numerusform")
        form.text = forms[index] if index < len(forms) else ""


# --- the commands --------------------------------------------------------------------------


def update(folder: Path = TRANSLATIONS) -> None:
    """Extract every message into the catalogues in ``folder``, keeping what is translated."""
    folder.mkdir(parents=True, exist_ok=True)
    files = [str(path.relative_to(ROOT)) for path in source_files()]
    lupdate = _tool("lupdate")
    for language, target in TARGETS.items():
        path = ts_path(language, folder)
        old = read_messages(path)
        command = [str(lupdate), "-silent", "-no-obsolete", "-locations", "none"]
        # No guessed translations from like texts: an update must give the same file twice.
        for heuristic in ("sametext", "similartext"):
            command += ["-disable-heuristic", heuristic]
        command += ["-source-language", "en_GB", "-target-language", target]
        # lupdate says it "removed plural forms" of the messages it cannot see are plurals:
        # the forms are put back below, so only a failure's words are worth showing.
        done = subprocess.run(
            [*command, *files, "-ts", str(path)],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=False,
        )
        if done.returncode != 0:
            raise SystemExit(f"pyside6-lupdate failed:\n{done.stdout}{done.stderr}")
        root = ElementTree.parse(path).getroot()
        for context in root.iter("context"):
            name = context.findtext("name") or ""
            for message in context.iter("message"):
                source = message.findtext("source") or ""
                if "%n" in source:
                    key = (name, source, message.findtext("comment") or "")
                    make_plural(message, PLURAL_FORMS[language], old.get(key))
        write_ts(root, path)
    _update_english(folder)


def _update_english(folder: Path) -> None:
    """``carddesk_en.ts``: the plural messages of the Czech catalogue, in English forms."""
    path = ts_path("en", folder)
    old = read_messages(path)
    czech = ElementTree.parse(ts_path("cs", folder)).getroot()
    root = ElementTree.Element("TS", {"version": "2.1", "language": "en_GB"})
    for context in czech.iter("context"):
        name = context.findtext("name") or ""
        plurals = [m for m in context.iter("message") if m.get("numerus") == "yes"]
        if not plurals:
            continue
        element = ElementTree.SubElement(root, "context")
        ElementTree.SubElement(element, "name").text = name
        for czech_message in plurals:
            source = czech_message.findtext("source") or ""
            comment = czech_message.findtext("comment")
            message = ElementTree.SubElement(element, "message")
            ElementTree.SubElement(message, "source").text = source
            if comment:
                ElementTree.SubElement(message, "comment").text = comment
            ElementTree.SubElement(message, "translation")
            make_plural(message, PLURAL_FORMS["en"], old.get((name, source, comment or "")))
    write_ts(root, path)


def fill(fragment: Path, folder: Path = TRANSLATIONS) -> int:
    """Merge a JSON batch of translations; returns how many of its messages were not found."""
    batch = json.loads(fragment.read_text(encoding="utf-8"))
    missing = 0
    for language, contexts in batch.items():
        path = ts_path(language, folder)
        root = ElementTree.parse(path).getroot()
        index = {
            (context.findtext("name") or "", message.findtext("source") or ""): message
            for context in root.iter("context")
            for message in context.iter("message")
        }
        for context, texts in contexts.items():
            for source, translated in texts.items():
                message = index.get((context, source))
                if message is None:
                    missing += 1
                    print(f"{language}: not in the catalogue: [{context}] {source!r}")
                    continue
                translation = message.find("translation")
                assert translation is not None
                translation.clear()
                if message.get("numerus") == "yes":
                    forms = [translated] if isinstance(translated, str) else list(translated)
                    for form in forms:
                        ElementTree.SubElement(translation, "numerusform").text = form
                else:
                    translation.text = translated if isinstance(translated, str) else translated[0]
        write_ts(root, path)
    return missing


def problems(folder: Path = TRANSLATIONS, contexts: tuple[str, ...] = ()) -> list[str]:
    """What keeps the catalogues from being complete and correct (empty when they are);
    only in the contexts whose names start with one of ``contexts``, when given."""
    found = []
    for language in (*TARGETS, "en"):
        messages = read_messages(ts_path(language, folder))
        for (context, source, _comment), message in messages.items():
            if contexts and not context.startswith(contexts):
                continue
            where = f"{language}: [{context}] {source[:70]!r}"
            if not context:
                found.append(f"{where}: no context (a tr() outside a class: use translate())")
            translation = message.find("translation")
            if translation is None or translation.get("type") == "unfinished":
                found.append(f"{where}: not translated")
                continue
            forms = _forms_of(message)
            if message.get("numerus") == "yes" and len(forms) != PLURAL_FORMS[language]:
                found.append(f"{where}: {len(forms)} plural forms, not {PLURAL_FORMS[language]}")
            for form in forms:
                if not form:
                    found.append(f"{where}: an empty translation")
                elif placeholders(form) != placeholders(source):
                    found.append(
                        f"{where}: placeholders {sorted(placeholders(form))} "
                        f"instead of {sorted(placeholders(source))}"
                    )
    return found + ([] if contexts else f_string_messages())


def f_string_messages() -> list[str]:
    """Calls that translate an f-string: lupdate extracts a text that never matches."""
    found = []
    for path in source_files():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "attr", None) or getattr(node.func, "id", None)
            where = f"{path.relative_to(ROOT)}:{node.lineno}: {name}()"
            if name in TRANSLATING_CALLS and any(
                isinstance(argument, ast.JoinedStr) for argument in node.args
            ):
                found.append(f"{where} of an f-string")
            # lupdate silently drops a plural message whose count is not a plain name or
            # number (``len(cards)``, ``result.count``): it would never be translated.
            count_at = {"translate": 3, "translate_in": 4}.get(name or "")
            if (
                count_at is not None
                and len(node.args) > count_at
                and not isinstance(node.args[count_at], ast.Name | ast.Constant)
            ):
                found.append(f"{where}: lupdate skips a count that is not a plain name")
    return found


def release(output: Path, folder: Path = TRANSLATIONS) -> list[Path]:
    """Compile each catalogue to ``output/carddesk_<language>.qm`` with pyside6-lrelease."""
    output.mkdir(parents=True, exist_ok=True)
    lrelease = _tool("lrelease")
    built = []
    for language in (*TARGETS, "en"):
        target = output / f"carddesk_{language}.qm"
        subprocess.run(
            [str(lrelease), "-silent", str(ts_path(language, folder)), "-qm", str(target)],
            check=True,
        )
        built.append(target)
    return built


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("update", help="extract the messages into the .ts files")
    check_parser = commands.add_parser("check", help="every message translated, placeholders kept")
    check_parser.add_argument(
        "--context", nargs="*", default=[], help="only the contexts starting with these names"
    )
    commands.add_parser("contexts", help="list each context and its number of messages")
    fill_parser = commands.add_parser("fill", help="merge a JSON batch of translations")
    fill_parser.add_argument("fragments", nargs="+", type=Path)
    release_parser = commands.add_parser("release", help="build the .qm files")
    release_parser.add_argument("output", type=Path)
    arguments = parser.parse_args(argv)
    if arguments.command == "update":
        update()
    elif arguments.command == "fill":
        return 1 if sum(fill(fragment) for fragment in arguments.fragments) else 0
    elif arguments.command == "release":
        for path in release(arguments.output):
            print(path)
    elif arguments.command == "contexts":
        counts: dict[str, int] = {}
        for context, _source, _comment in read_messages(ts_path("cs")):
            counts[context] = counts.get(context, 0) + 1
        for context, count in sorted(counts.items()):
            print(f"{count:5} {context}")
    else:
        found = problems(contexts=tuple(arguments.context))
        for problem in found[:200]:
            print(problem)
        if found:
            print(f"{len(found)} problems in the translations", file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
