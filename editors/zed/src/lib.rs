// Starts `component-config-check --lsp` (the command line, found on PATH) for YAML files; the
// server itself decides which files it checks (the policy file's `files`).

use zed_extension_api::{self as zed, LanguageServerId, Result};

struct ComponentConfigCheck;

impl zed::Extension for ComponentConfigCheck {
    fn new() -> Self {
        ComponentConfigCheck
    }

    fn language_server_command(&mut self, _id: &LanguageServerId, worktree: &zed::Worktree) -> Result<zed::Command> {
        let command = worktree.which("component-config-check").ok_or_else(|| {
            "component-config-check is not on PATH: install it with npm install -g component-config-check (node 20 or newer)"
                .to_string()
        })?;
        Ok(zed::Command { command, args: vec!["--lsp".to_string()], env: Default::default() })
    }
}

zed::register_extension!(ComponentConfigCheck);
