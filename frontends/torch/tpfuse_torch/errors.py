"""The error every refusal of the frontend raises."""


class ExportError(Exception):
    """The model cannot be exported to tpfuse; the message says where and why."""
