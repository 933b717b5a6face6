"""Report content: plain data built from advice results (no Qt).  Rendered by the CLI, the window and the PDF."""
