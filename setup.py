"""Only here so that setuptools builds the cffi extension (engine_c) during `pip install`."""

from setuptools import setup

setup(cffi_modules=["engine_c/build_engine.py:ffibuilder"])
