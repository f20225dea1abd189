#pragma once

namespace rp {

// QUndoCommand::id() values: commands with the same id may merge (typing in one field).
enum class CommandId { EditOffer = 1, EditSelfBuild, SetCurrency };

} // namespace rp
