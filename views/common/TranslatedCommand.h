#pragma once

#include <QUndoCommand>

#include <functional>

class QUndoStack;

namespace rp {

// An undo command whose text follows the language. The text is made by a function that calls
// tr() when asked, so after a language switch the Edit menu's "Undo …" reads in the new
// language (without this, a command pushed in English still read English in the Chinese menu).
// The function keeps copies of what it names; it never reads widgets that may be gone.
class TranslatedCommand : public QUndoCommand {
public:
    using Text = std::function<QString()>;

    explicit TranslatedCommand(Text text);
    // Makes the text again in the current language.
    void retranslate();
    // Every command on `stack`, made again in the current language.
    static void retranslate(QUndoStack* stack);

protected:
    void setTextMaker(Text text);

private:
    Text m_text;
};

} // namespace rp
