"""Only here for what pyproject.toml cannot say: the C engine's library and binding (engine_c) and the data packages.

The engine is a plain shared library with a C ABI built by the C compiler alone (no Python headers), beside the
generated cffi ABI-mode binding, both in the package folder (engine_c/build_engine.py, DESIGN §4h): the wheel is
tagged py3-none-<platform>, any Python 3 of that platform loads it. `make wheels` swaps in each platform's library.

The embedded word lists and naming tables live at the top of the repository (lexicon/, assets/naming/);
they are installed inside the package as `conductor.wordlists` and `conductor.naming_tables`, so that
`importlib.resources` finds them in a wheel, a pipx install and an editable checkout alike.
"""

import importlib.util
import os
import sysconfig
from pathlib import Path

from setuptools import Distribution, find_packages, setup
from setuptools.command.bdist_wheel import bdist_wheel
from setuptools.command.build_ext import build_ext
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent

DATA_PACKAGES = {"conductor.wordlists": "lexicon", "conductor.naming_tables": "assets/naming"}


class build_data_py(build_py):
    """The data packages ship their data and their __init__ only, not the scripts that made the data."""

    def find_package_modules(self, package, package_dir):
        modules = super().find_package_modules(package, package_dir)
        if package in DATA_PACKAGES:
            return [module for module in modules if module[1] == "__init__"]
        return modules


def _load(name: str, path: Path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class build_engine(build_ext):
    """Builds the engine library and writes the binding into the package: in the build folder for a wheel, in
    the source tree for `pip install -e .` (editable mode)."""

    def run(self):
        engine = _load("build_engine", HERE / "engine_c" / "build_engine.py")
        platforms = _load("conductor_platforms", HERE / "conductor" / "platforms.py")
        in_place = self.inplace or getattr(self, "editable_mode", False)
        folder = (HERE if in_place else Path(self.build_lib)) / "conductor"
        engine.write_binding(folder / "_engine_abi.py")
        library = folder / platforms.engine_library()
        compiler = os.environ.get("CC") or sysconfig.get_config_var("CC")
        if compiler:
            engine.build_library(library, compiler)
        else:   # Windows with MSVC: cl through setuptools' own compiler classes
            self._build_with_msvc(engine, library)

    def _build_with_msvc(self, engine, library: Path) -> None:
        from distutils.ccompiler import new_compiler

        compiler = new_compiler()
        objects = compiler.compile([str(Path("engine_c") / name) for name in engine.SOURCES],
                                   output_dir=self.build_temp, include_dirs=["engine_c"],
                                   macros=[("CND_BUILD_LIBRARY", None)], extra_postargs=["/O2"])
        compiler.link_shared_object(objects, library.name, output_dir=str(library.parent))

    def get_outputs(self):
        return []


class bdist_engine_wheel(bdist_wheel):
    """The engine is no Python extension: any Python 3 of the platform loads it (py3-none-<platform>)."""

    def get_tag(self):
        return ("py3", "none", super().get_tag()[2])


class EngineDistribution(Distribution):
    def has_ext_modules(self):   # the library makes the wheel a platform's
        return True


setup(
    packages=find_packages(include=["conductor", "conductor.*"]) + list(DATA_PACKAGES),
    package_dir={"conductor": "conductor", **DATA_PACKAGES},
    package_data={"conductor": ["py.typed", "server/static/play/*", "server/static/common/*",
                             "server/static/screen/*", "server/static/judge/*", "report/templates/*"],
                  "conductor.wordlists": ["*.txt.gz"], "conductor.naming_tables": ["*.yaml"]},
    cmdclass={"build_py": build_data_py, "build_ext": build_engine, "bdist_wheel": bdist_engine_wheel},
    distclass=EngineDistribution,
)
