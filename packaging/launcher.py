"""PyInstaller entry script: the same entry point as the ``gpuadvisor`` console script."""

import sys

from gpuadvisor.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
