package org.peregrine.interop;

/** A {@code Tag}: a value that is a {@code Named}, answering with its text. */
public class TagImpl extends Tag {

    private static final long serialVersionUID = 1L;

    public TagImpl() {
    }

    public TagImpl(String text) {
        this.text = text;
    }

    @Override
    public String name() {
        return "tag:" + text;
    }
}
