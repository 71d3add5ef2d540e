"""Where campaigns live: the default campaign and the list of recently opened ones."""

from __future__ import annotations

import json
import os
import secrets
import stat
import tempfile
from pathlib import Path

import platformdirs

from deskapp.core.errors import UserError
from deskapp.core.i18n import translate

APP_DIR_NAME = "CardDesk"
DEFAULT_CAMPAIGN_NAME = "My campaign.carddesk"
RECENT_LIMIT = 10


def data_dir() -> Path:
    return Path(platformdirs.user_data_dir(APP_DIR_NAME, appauthor=False))


def config_dir() -> Path:
    return Path(platformdirs.user_config_dir(APP_DIR_NAME, appauthor=False))


def cache_dir() -> Path:
    """What Card Desk can always make again (compiled translations, the installed systems'
    list): safe to delete."""
    return Path(platformdirs.user_cache_dir(APP_DIR_NAME, appauthor=False))


LOG_KEY_FILE = "log-seal.key"


def log_key() -> bytes:
    """This install's secret key that seals the play logs written here (see
    :mod:`deskapp.core.chain`), made on first use: 32 random bytes, kept in the user's
    settings folder, readable by the user alone. OSError if it can be neither read nor made."""
    path = config_dir() / LOG_KEY_FILE
    try:
        text = path.read_text(encoding="ascii").strip()
        if len(text) == 64:
            return bytes.fromhex(text)
    except (FileNotFoundError, ValueError, UnicodeDecodeError):
        pass
    key = secrets.token_bytes(32)
    write_text_atomically(path, key.hex() + "\n", mode=0o600)
    return key


def default_campaign_path() -> Path:
    """The campaign a first start makes, named in the user's language ("Ma campagne"); one
    made earlier under the English name is still the default, never left behind."""
    english = data_dir() / DEFAULT_CAMPAIGN_NAME
    name = translate("Campaign", "My campaign")
    own = data_dir() / f"{name}.carddesk"
    return english if english.exists() or not name.strip() else own


class RecentCampaigns:
    """Recently opened campaign files, newest first, kept in the user's config folder."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or config_dir() / "recent.json"

    def paths(self) -> list[Path]:
        try:
            entries = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return []  # no list yet, or a damaged one: start afresh rather than fail to start
        if not isinstance(entries, list):
            return []
        return [Path(entry) for entry in entries if isinstance(entry, str)]

    def last(self) -> Path | None:
        """The campaign opened most recently that still exists."""
        return next((path for path in self.paths() if path.exists()), None)

    def remember(self, campaign: Path) -> None:
        campaign = campaign.resolve()
        paths = [campaign, *(path for path in self.paths() if path != campaign)][:RECENT_LIMIT]
        write_text_atomically(
            self.path, json.dumps([str(path) for path in paths], ensure_ascii=False, indent=1)
        )

    def forget(self, campaign: Path) -> None:
        campaign = campaign.resolve()
        remaining = [str(path) for path in self.paths() if path != campaign]
        write_text_atomically(self.path, json.dumps(remaining, ensure_ascii=False, indent=1))


def write_text_atomically(path: Path, text: str, mode: int | None = None) -> None:
    """Write through a temporary file and a rename, so a crash leaves the old file or the new one.
    ``mode``: the new file's permissions (default: as a new file of the user's gets)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    descriptor, temporary = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(descriptor, "w", encoding="utf-8") as file:
            file.write(text)
            file.flush()
            os.fchmod(file.fileno(), _mode_for(path) if mode is None else mode)
            os.fsync(file.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def _mode_for(path: Path) -> int:
    """The replaced file's own permissions, or a new file's (as the umask allows), not
    the temporary file's private 0600."""
    try:
        return stat.S_IMODE(path.stat().st_mode)
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


# --- where an export may be written -----------------------------------------------------------

_SQLITE_HEADER = b"SQLite format 3\x00"
PDF = "PDF"
JSON = "JSON"
_LOOKS_LIKE = {PDF: (b"%PDF-",), JSON: (b"{", b"[", b"\xef\xbb\xbf")}


def check_output(out: Path, kind: str, campaign: Path | None = None) -> None:
    """Refuse to write an export (``kind``: ``PDF`` or ``JSON``) where it would destroy
    something: the open campaign (by its path, through a link, or as the same file under
    another name), any SQLite database, a folder, or an existing file of another kind.
    An existing file of the same kind is replaced, as a save dialog has asked."""
    if campaign is not None and _same_file(out, campaign):
        raise UserError(
            translate(
                "Store",
                "{out} is the open campaign file: writing the {kind} there would replace the campaign — choose another name",
            ).format(out=out, kind=kind)
        )
    check_name_fits(out)
    if out.is_dir():
        raise UserError(
            translate("Store", "{out} is a folder: give a file name for the {kind}").format(
                out=out, kind=kind
            )
        )
    if not out.parent.is_dir():  # one rule for every export: no folder is made on the way
        raise UserError(
            translate("Store", "{out}: the folder {parent} does not exist").format(
                out=out, parent=out.parent
            )
        )
    if not out.exists():
        return
    if not stat.S_ISREG(out.stat().st_mode):
        # A device, a pipe or a socket: reading it to check it could wait for ever, and a
        # writer that replaces the file would put a PDF where /dev/null was.
        raise UserError(
            translate(
                "Store",
                "{out} is not a file but a device, a pipe or a socket: the {kind} is only written to a file — choose a file name",
            ).format(out=out, kind=kind)
        )
    try:
        with out.open("rb") as file:
            start = file.read(len(_SQLITE_HEADER))
    except OSError as error:
        raise UserError(
            translate("Store", "{out}: cannot read it to check what it is ({reason})").format(
                out=out, reason=error.strerror
            )
        ) from None
    if start.startswith(_SQLITE_HEADER):
        raise UserError(
            translate(
                "Store",
                "{out} is a database (a campaign file?): the {kind} is never written over one — choose another name",
            ).format(out=out, kind=kind)
        )
    if start and not start.lstrip().startswith(_LOOKS_LIKE[kind]):
        raise UserError(
            translate(
                "Store",
                "{out} already exists and is not a {kind} file: choose another name, so nothing is lost",
            ).format(out=out, kind=kind)
        )


def check_name_fits(path: Path) -> None:
    """Refuse a file name longer than its folder's file system takes (255 bytes on most),
    before anything asks the system about it (that would be an OSError)."""
    try:
        longest = os.pathconf(path.parent, "PC_NAME_MAX")
    except (OSError, ValueError, AttributeError):  # no such folder yet, or no pathconf
        longest = 255
    length = len(os.fsencode(path.name))
    if length > longest:
        raise UserError(
            translate(
                "Store",
                "{name}…: the file name is {length} bytes long, and the file system takes at most {longest} — choose a shorter name",
            ).format(name=path.name[:40], length=length, longest=longest)
        )


def _same_file(out: Path, campaign: Path) -> bool:
    try:
        if out.resolve() == campaign.resolve():
            return True
        return out.exists() and campaign.exists() and os.path.samefile(out, campaign)
    except OSError:
        return False
