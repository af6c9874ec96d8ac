"""Only here for what pyproject.toml cannot say: the cffi extension (engine_c) and the data packages.

The embedded word lists and naming tables live at the top of the repository (lexicon/, assets/naming/);
they are installed inside the package as `conductor.wordlists` and `conductor.naming_tables`, so that
`importlib.resources` finds them in a wheel, a pipx install and an editable checkout alike.
"""

from setuptools import find_packages, setup
from setuptools.command.build_py import build_py

DATA_PACKAGES = {"conductor.wordlists": "lexicon", "conductor.naming_tables": "assets/naming"}


class build_data_py(build_py):
    """The data packages ship their data and their __init__ only, not the scripts that made the data."""

    def find_package_modules(self, package, package_dir):
        modules = super().find_package_modules(package, package_dir)
        if package in DATA_PACKAGES:
            return [module for module in modules if module[1] == "__init__"]
        return modules


setup(
    packages=find_packages(include=["conductor", "conductor.*"]) + list(DATA_PACKAGES),
    package_dir={"conductor": "conductor", **DATA_PACKAGES},
    package_data={"conductor": ["py.typed", "server/static/*", "server/static/play/*", "server/static/common/*",
                             "server/static/screen/*", "server/static/judge/*", "report/templates/*"],
                  "conductor.wordlists": ["*.txt.gz"], "conductor.naming_tables": ["*.yaml"]},
    cmdclass={"build_py": build_data_py},
    cffi_modules=["engine_c/build_engine.py:ffibuilder"],
)
