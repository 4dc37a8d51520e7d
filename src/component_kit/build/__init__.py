"""The build layer: context planning and staging, build-file rendering, the API check."""
