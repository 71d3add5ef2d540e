"""`python -m deskapp` runs the same command line as the `deskapp` launcher."""

import sys

from deskapp.cli import main

sys.exit(main())
