"""The program that runs inside built images (``component_runtime.py``).

It is shipped as a data file and copied into each build context; it is never imported by
component-kit itself (it must stay standard-library-only and runnable on the image's own
Python), so this package imports nothing.
"""
