# Thin wrappers around the scripts; run as root (the engines need it).
.PHONY: test env-up env-down demo

test:
	bash scripts/test.sh

env-up:
	bash scripts/test-env.sh up

env-down:
	bash scripts/test-env.sh down

demo:
	bash scripts/demo.sh
