#include "views/common/TranslatedCommand.h"

#include <QUndoStack>

namespace rp {

TranslatedCommand::TranslatedCommand(Text text)
    : m_text(std::move(text))
{
    retranslate();
}

void TranslatedCommand::setTextMaker(Text text)
{
    m_text = std::move(text);
    retranslate();
}

void TranslatedCommand::retranslate()
{
    if (m_text)
        setText(m_text());
}

void TranslatedCommand::retranslate(QUndoStack* stack)
{
    for (int i = 0; i < stack->count(); ++i) {
        // The stack hands out its commands as const; the text is the one thing changed, and a
        // command's text is not part of what undo and redo do.
        auto* command = dynamic_cast<TranslatedCommand*>(const_cast<QUndoCommand*>(stack->command(i)));
        if (command)
            command->retranslate();
    }
}

} // namespace rp
